/// `mvvm-bench floor [--players N]`: the least memory a Player can cost in any design that keeps one
/// object per declared member, as the framework's API does (SPEC §11).
///
/// It builds the Player's object graph from skeleton classes, each holding only the fields its member
/// cannot do without, in the smallest form known, and measures the heap they take (chunk overhead
/// included) over many of them. Nothing here runs; each skeleton is what a member would be if
/// everything the current design adds to it were gone:
/// - observers kept inline in what they observe, the first in the object, the rest in an array made
///   for the second (an edge: the observer, which of its inputs this is, an id: 16 bytes), and no
///   subscription objects, no signal objects, no queue storage until a change waits;
/// - a derived property one object (value, transform, sources, the inputs it combines), a command one
///   object (its enabling condition, work, running executions, state), an event one object;
/// - the host one entry per view model, with the last value it told of each property;
/// - the closures a view model's rules set (each captures the view model weakly, as Player's do) and
///   its lifetime, as the user writes them today.
///
/// The graph is the Player's: the same members, the same derivations, the same edges (see
/// `FloorPlayer.init`). What it prints is therefore a floor for the goal of SPEC §9 under the current
/// API, not a design: a real core also needs its delivery queue, ending and ordering state.
enum PlayerFloor {
    @MainActor
    static func run(arguments: [String]) {
        guard let options = NamedOptions.parse(arguments), let count = Int(options["players"] ?? "10000"), count > 0 else {
            fatal("usage: mvvm-bench floor [--players N]")
        }
        var players: [FloorPlayer] = []
        players.reserveCapacity(count + 1)
        players.append(FloorPlayer())
        let before = Measurement.allocatedBytes
        for _ in 0..<count {
            players.append(FloorPlayer())
        }
        let bytes = Double(Measurement.allocatedBytes - before) / Double(count)
        print("mvvm-bench floor: heap bytes per Player built from skeleton members (mallinfo2, \(count) Players)")
        print("one object per member, observers inline, host entry included: \(Measurement.format(bytes, decimals: 0)) B (goal under 4096 B)")
        extendLifetime(players)
    }
}

/// An observer's place in what it observes: the observer, unretained, and which of its inputs it is.
struct FloorEdge {
    unowned(unsafe) let target: AnyObject
    let slot: Int32
    let id: Int32
}

/// What every observable member keeps to tell its observers: the first edge inline, the rest in an
/// array, and the next id with the ended flag in one word.
@MainActor
class FloorObservable {
    unowned(unsafe) var firstTarget: AnyObject?
    var firstSlot: Int32 = 0
    var firstID: Int32 = 0
    var more: [FloorEdge] = []
    var nextIDAndFlags: Int32 = 0

    /// Adds `target` as an observer of this member.
    func add(_ target: AnyObject, slot: Int32) {
        if firstTarget == nil {
            firstTarget = target
            firstSlot = slot
        } else {
            more.append(FloorEdge(target: target, slot: slot, id: nextIDAndFlags))
        }
        nextIDAndFlags += 1
    }
}

/// A mutable property: its doc, value, and the owner's two rules.
@MainActor
final class FloorMutable<Value>: FloorObservable {
    let doc: String
    var value: Value
    var validate: ((Value) -> Void)?
    var didAccept: ((Value) -> Void)?

    init(_ value: Value, doc: String) {
        self.doc = doc
        self.value = value
    }
}

/// A read-only property: a constant, or a view of another member (no observers of its own).
@MainActor
final class FloorReadOnly<Value> {
    let doc: String
    let source: AnyObject?
    let value: Value?

    init(doc: String, source: AnyObject?, value: Value?) {
        self.doc = doc
        self.source = source
        self.value = value
    }
}

/// A property derived from two others: its value, the inputs it combines, the transform, and the
/// sources it keeps alive; `skipRepeats` is a flag of it, not an object.
@MainActor
final class FloorDerived<First, Second, Value>: FloorObservable {
    let doc: String
    var value: Value
    var first: First
    var second: Second
    let transform: (First, Second) -> Value
    let sources: (AnyObject, AnyObject?)

    init(doc: String, _ a: FloorObservable, _ first: First, _ b: FloorObservable?, _ second: Second, _ transform: @escaping (First, Second) -> Value) {
        self.doc = doc
        self.first = first
        self.second = second
        self.transform = transform
        value = transform(first, second)
        sources = (a, b)
        super.init()
        a.add(self, slot: 0)
        b?.add(self, slot: 1)
    }
}

/// A command: its condition, work, running executions and state, observed as one value.
@MainActor
final class FloorCommand: FloorObservable {
    let doc: String
    let enabledIf: FloorObservable
    let work: () -> Void
    var running: [Int32: Int] = [:]
    var isConditionMet = true
    var isExecuting = false

    init(doc: String, enabledIf: FloorObservable, work: @escaping () -> Void) {
        self.doc = doc
        self.enabledIf = enabledIf
        self.work = work
        super.init()
        enabledIf.add(self, slot: 0)
    }
}

/// An event: its doc and its observers.
@MainActor
final class FloorEvent: FloorObservable {
    let doc: String

    init(doc: String) {
        self.doc = doc
    }
}

/// The host's entry for one view model: its id, the view model, the version, what the client bound
/// (all of it, as flags) and the last value told of each property, in a layout made per type (8
/// bytes a value, 16 for a string) rather than as existentials.
@MainActor
final class FloorEntry {
    let id: String
    let viewModel: AnyObject
    var version: Int64 = 0
    var boundAll = true
    var lastValues: ContiguousArray<UInt64>

    init(id: String, viewModel: AnyObject, lastValues: ContiguousArray<UInt64>) {
        self.id = id
        self.viewModel = viewModel
        self.lastValues = lastValues
    }
}

/// A holder of a weak reference, as `Lifetime` and `WeakReference` are: one object each.
@MainActor
final class FloorBox {
    weak var object: AnyObject?
}

/// The Player's members, derivations and edges as skeletons, in the order `Player.init` makes them,
/// and the host's entry observing every member.
@MainActor
final class FloorPlayer {
    let playerName = FloorMutable("Colin", doc: "The player's name.")
    let points = FloorMutable(100.0, doc: "The player's points.")
    let stepAmount = FloorMutable(1.0, doc: "How much stepUp and stepDown change the points.")
    let minPoints = FloorMutable(0.0, doc: "The lowest points allowed.")
    let maxPoints = FloorMutable(10000.0, doc: "The highest points allowed.")
    let pointUpdatesLeftStorage = FloorMutable(10, doc: "")
    let isLockedStorage = FloorMutable(false, doc: "")
    let maxPointUpdates = FloorReadOnly<Int>(doc: "How many times the points may change.", source: nil, value: 10)
    let pointUpdatesLeft: FloorReadOnly<Int>
    let isLocked: FloorReadOnly<Bool>
    let isValid: FloorDerived<String, Bool, Bool>
    let stepUp: FloorCommand
    let stepDown: FloorCommand
    let upload: FloorCommand
    let resetToDefaults: FloorCommand
    let forbiddenName = FloorEvent(doc: "Raised when playerName was set to a forbidden name.")
    let uploaded = FloorEvent(doc: "Raised after each successful upload.")
    let lifetime = (FloorBox(), FloorBox(), FloorBox())
    var cancelAll: (() -> Void)?
    var entry: FloorEntry?

    init() {
        pointUpdatesLeft = FloorReadOnly(doc: "How many more times the points may change.", source: pointUpdatesLeftStorage, value: nil)
        isLocked = FloorReadOnly(doc: "True after five uploads.", source: isLockedStorage, value: nil)
        let hasEnoughPoints = FloorDerived(doc: "", points, 100.0, minPoints, 0.0) { $0 >= $1 }
        isValid = FloorDerived(doc: "Whether the player can be uploaded.", playerName, "Colin", hasEnoughPoints, true) { !$0.isEmpty && $1 }
        let canChangePoints = FloorDerived(doc: "", isLockedStorage, false, pointUpdatesLeftStorage, 10) { !$0 && $1 > 0 }
        let belowMaximum = FloorDerived(doc: "", points, 100.0, maxPoints, 10000.0) { $0 < $1 }
        let aboveMinimum = FloorDerived(doc: "", points, 100.0, minPoints, 0.0) { $0 > $1 }
        let canStepUp = FloorDerived(doc: "", canChangePoints, true, belowMaximum, true) { $0 && $1 }
        let canStepDown = FloorDerived(doc: "", canChangePoints, true, aboveMinimum, true) { $0 && $1 }
        let canUpload = FloorDerived(doc: "", isValid, true, isLockedStorage, false) { $0 && !$1 }
        let canReset = FloorDerived<Bool, Bool, Bool>(doc: "", isLockedStorage, false, nil, false) { first, _ in !first }
        let owner = lifetime.0
        stepUp = FloorCommand(doc: "Adds stepAmount to the points.", enabledIf: canStepUp) { _ = owner.object }
        stepDown = FloorCommand(doc: "Subtracts stepAmount from the points.", enabledIf: canStepDown) { _ = owner.object }
        upload = FloorCommand(doc: "Uploads the name and points.", enabledIf: canUpload) { [token = lifetime.1] in _ = (owner, token) }
        resetToDefaults = FloorCommand(doc: "Restores the defaults.", enabledIf: canReset) { _ = owner.object }
        installRules()
        host()
    }

    /// The rules a Player sets on its properties, each capturing the player weakly; the forbidden-name
    /// watch is the player itself observing its name (an edge, no closure), and ending the lifetime
    /// cancels the four commands.
    private func installRules() {
        playerName.validate = { [weak self] _ in _ = self }
        points.validate = { [weak self] _ in _ = self }
        points.didAccept = { [weak self] _ in _ = self }
        stepAmount.validate = { [weak self] _ in _ = self }
        minPoints.validate = { [weak self] _ in _ = self }
        maxPoints.validate = { [weak self] _ in _ = self }
        playerName.add(self, slot: 0)
        cancelAll = { [stepUp, stepDown, upload, resetToDefaults] in
            extendLifetime((stepUp, stepDown, upload, resetToDefaults))
        }
    }

    /// The host's entry, observing every member that can change.
    private func host() {
        let entry = FloorEntry(
            id: "vm-10000", viewModel: self, lastValues: ContiguousArray(repeating: 0, count: 10))
        let observed: [FloorObservable] = [
            playerName, points, stepAmount, minPoints, maxPoints, pointUpdatesLeftStorage, isLockedStorage, isValid,
            stepUp, stepDown, upload, resetToDefaults, forbiddenName, uploaded,
        ]
        for (slot, member) in observed.enumerated() {
            member.add(entry, slot: Int32(slot))
        }
        self.entry = entry
    }
}
