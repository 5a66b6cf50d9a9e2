import ViewModels

/// The player view model of seed 000: a name and points that a user edits, checks and uploads.
///
/// Rules:
/// - Points change by `stepUp`/`stepDown` or by a proposal for `points`, at most `maxPointUpdates`
///   times; `resetToDefaults` does not count.
/// - A forbidden name is accepted, then announced by `forbiddenName`, then replaced by "".
/// - After five uploads the player is locked: no edit, step, upload or reset is accepted any more.
/// - Important: Main actor only. Members never keep the player alive: rules, observers and commands
///   reach it through one weak reference, and an upload in flight holds only its record.
@MainActor
public final class Player: ViewModel {
    public static let typeName = "Player"
    public static let doc = """
        A player's name and points. Points change with a stepper or by setting them, a limited number \
        of times; a valid player can be uploaded, and after five uploads the player is locked.
        """

    public let playerName: MutableProperty<String>
    public let points: MutableProperty<Double>
    public let stepAmount: MutableProperty<Double>
    public let minPoints: MutableProperty<Double>
    public let maxPoints: MutableProperty<Double>
    public let maxPointUpdates: ConstantProperty<Int>
    public let pointUpdatesLeft: Property<Int>
    public let isValid: Property<Bool>
    public let isLocked: Property<Bool>
    public let stepUp: Command<Unit, Double>
    public let stepDown: Command<Unit, Double>
    public let upload: Command<Unit, Uploaded>
    public let resetToDefaults: Command<Unit, Unit>
    public let forbiddenName: Event<ForbiddenName>
    public let uploaded: Event<Uploaded>

    public let lifetime: Lifetime
    private let token: Lifetime.Token
    let _pointUpdatesLeft = MutableProperty(Defaults.maxPointUpdates)
    let _isLocked = MutableProperty(false)
    var uploadCount = 0

    public init(services: PlayerServices) {
        let owner = WeakReference<Player>()
        (lifetime, token) = Lifetime.make()
        playerName = MutableProperty(
            Defaults.playerName,
            doc: """
                The player's name. Required for upload. A forbidden name is accepted, announced by \
                forbiddenName, and then replaced by "". Refused while the player is locked.
                """
        )
        points = MutableProperty(
            Defaults.points,
            doc: """
                The player's points. Setting them counts as one of the limited point updates and is \
                refused when none are left, when the player is locked, or outside minPoints…maxPoints. \
                Setting the current value again is always accepted and counts nothing.
                """
        )
        stepAmount = MutableProperty(
            Defaults.stepAmount,
            doc: "How much stepUp and stepDown change the points: a finite number above 0. Refused while locked."
        )
        minPoints = MutableProperty(
            Defaults.minPoints,
            doc: """
                The lowest points allowed; a valid player has at least this many. A finite number no higher \
                than maxPoints. Refused while locked.
                """
        )
        maxPoints = MutableProperty(
            Defaults.maxPoints,
            doc: "The highest points allowed: a finite number no lower than minPoints. Refused while locked."
        )
        maxPointUpdates = ConstantProperty(
            Defaults.maxPointUpdates,
            doc: "How many times the points may change in all, by stepping or by setting them."
        )
        pointUpdatesLeft = Property(
            capturing: _pointUpdatesLeft,
            doc: "How many more times the points may change; at 0 the stepper is disabled."
        )
        isLocked = Property(
            capturing: _isLocked,
            doc: "True after five uploads: the name, points, stepper, upload and reset are disabled for good."
        )
        isValid = Property.combineLatest(
            playerName,
            Property.combineLatest(points, minPoints) { $0 >= $1 },
            doc: "Whether the player can be uploaded: a name that is not forbidden, and points of at least minPoints."
        ) { name, hasEnoughPoints in
            !name.isEmpty && !Self.forbiddenNames.contains(name) && hasEnoughPoints
        }.skipRepeats()

        let canChangePoints = Property.combineLatest(isLocked, pointUpdatesLeft) { !$0 && $1 > 0 }
        stepUp = Command(
            doc: """
                Adds stepAmount to the points, stopping at maxPoints. Enabled while the player is not locked, \
                point updates are left and the points are below maxPoints. Output: the new points.
                """,
            enabledIf: Property.combineLatest(
                canChangePoints,
                Property.combineLatest(points, maxPoints) { $0 < $1 }
            ) { $0 && $1 }
        ) { _ in try owner.get().step(by: 1) }
        stepDown = Command(
            doc: """
                Subtracts stepAmount from the points, stopping at minPoints. Enabled while the player is not \
                locked, point updates are left and the points are above minPoints. Output: the new points.
                """,
            enabledIf: Property.combineLatest(
                canChangePoints,
                Property.combineLatest(points, minPoints) { $0 > $1 }
            ) { $0 && $1 }
        ) { _ in try owner.get().step(by: -1) }
        upload = Command(
            doc: """
                Uploads the name and points, then raises uploaded. Enabled while the player is valid and \
                not locked. Output: the same confirmation as the uploaded event.
                """,
            enabledIf: Property.combineLatest(isValid, isLocked) { $0 && !$1 }
        ) { [uploads = services.uploads] _ in
            let record = try owner.get().uploadRecord
            try await Self.send(record, to: uploads)
            return try owner.get().didUpload(record)
        }
        resetToDefaults = Command(
            doc: """
                Restores the name, points, step and limits to their defaults. Does not count as a point \
                update. Disabled while locked.
                """,
            enabledIf: isLocked.map { !$0 }
        ) { _ in
            try owner.get().restoreDefaults()
            return Unit()
        }
        forbiddenName = Event(doc: "Raised when playerName was set to a forbidden name, just before it is cleared.")
        uploaded = Event(doc: "Raised after each successful upload, with a message to show.")

        owner.object = self
        installRules(reachingSelfThrough: owner)
    }

    public func dispose() {
        token.dispose()
    }
}
