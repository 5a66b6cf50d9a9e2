import MVVMTesting
import Testing

@testable import ViewModels

@MainActor
@Suite("Observable arrays")
struct ObservableArrayTests {
    /// Every change set an observation delivers, the initial `reset` first.
    @MainActor
    final class ChangeLog<Element> {
        var changeSets: [[ArrayChange<Element>]] = []
        var subscription: (any Disposable)?

        init(_ array: ObservableArray<Element>) {
            subscription = array.observe { [unowned self] in changeSets.append($0) }
        }

        /// What a frontend holds after applying every change set, in order, to an empty array.
        var replayed: [Element] {
            var elements: [Element] = []
            changeSets.forEach { elements.apply($0) }
            return elements
        }
    }

    @Test("observing starts with the current elements as one reset")
    func observeStartsWithReset() {
        let quotes = ObservableArray(["AAPL", "MSFT"])
        let log = ChangeLog(quotes)
        #expect(log.changeSets == [[.reset(elements: ["AAPL", "MSFT"])]])
    }

    @Test("each edit is visible at once and reported as a change set of one step")
    func singleEdits() {
        let array = ObservableArray(["a", "b", "c"])
        let log = ChangeLog(array)
        array.append("d")
        array.insert("z", at: 0)
        array.remove(at: 1)
        array.replace(at: 0, with: "y")
        array.move(from: 0, to: 3)
        array.insert(contentsOf: ["p", "q"], at: 1)
        array.remove(at: 0, count: 2)
        #expect(array.elements == ["q", "c", "d", "y"])
        #expect(array.count == 4)
        #expect(array[3] == "y")
        #expect(
            log.changeSets.dropFirst() == [
                [.insert(index: 3, elements: ["d"])],
                [.insert(index: 0, elements: ["z"])],
                [.remove(index: 1, count: 1)],
                [.replace(index: 0, elements: ["y"])],
                [.move(from: 0, to: 3)],
                [.insert(index: 1, elements: ["p", "q"])],
                [.remove(index: 0, count: 2)],
            ])
        #expect(log.replayed == array.elements)
    }

    @Test("a batch is reported as one change set whose steps apply in order")
    func batch() {
        let array = ObservableArray([1, 2, 3])
        let log = ChangeLog(array)
        var seenInside: [Int] = []
        array.batch {
            array.remove(at: 0)
            array.append(4)
            array.batch {
                array.replace(at: 0, with: 20)
            }
            seenInside = array.elements
        }
        #expect(seenInside == [20, 3, 4])
        #expect(log.changeSets.count == 2)
        #expect(
            log.changeSets.last == [
                .remove(index: 0, count: 1), .insert(index: 2, elements: [4]), .replace(index: 0, elements: [20]),
            ])
        #expect(log.replayed == [20, 3, 4])
    }

    @Test("edits that change nothing, and batches of them, report nothing")
    func emptyEdits() {
        let array = ObservableArray([1])
        let log = ChangeLog(array)
        array.insert(contentsOf: [], at: 0)
        array.remove(at: 0, count: 0)
        array.replace(at: 0, with: [])
        array.move(from: 0, to: 0)
        array.batch {}
        #expect(log.changeSets.count == 1)
    }

    @Test("reset and removeAll replace everything")
    func resets() {
        let array = ObservableArray([1, 2])
        let log = ChangeLog(array)
        array.reset([7, 8, 9])
        array.removeAll()
        #expect(log.changeSets.dropFirst() == [[.reset(elements: [7, 8, 9])], [.reset(elements: [])]])
        #expect(array.elements.isEmpty)
    }

    @Test("applying every change set reproduces the array")
    func replayReproduces() {
        var random = SplitMix64(seed: 4)
        let array = ObservableArray<Int>()
        let log = ChangeLog(array)
        for step in 0..<300 {
            if step.isMultiple(of: 10) {
                array.batch {
                    for _ in 0..<random.next(below: 5) {
                        randomEdit(array, &random, value: step)
                    }
                }
            } else {
                randomEdit(array, &random, value: step)
            }
            #expect(log.replayed == array.elements)
        }
    }

    @Test("a change set from inside an observer waits its turn, with the elements already in place")
    func deliveredThroughTheQueue() {
        let trigger = MutableProperty(0)
        let array = ObservableArray<Int>()
        var log: [String] = []
        trigger.signal.observe { value in
            array.append(value)
            log.append("count \(array.count)")
        }
        trigger.signal.observe { log.append("trigger \($0)") }
        array.changes.observe { log.append("changes \($0.count) in \(array.elements)") }
        trigger.value = 5
        #expect(log == ["count 1", "trigger 5", "changes 1 in [5]"])
    }

    @Test("the changes complete when the array goes")
    func completesOnDeinit() {
        var array: ObservableArray<Int>? = ObservableArray()
        let recorder = Recorder(array!.changes)
        weak let released = array
        array = nil
        #expect(released == nil)
        #expect(recorder.isCompleted)
    }

    @Test(
        "apply performs each kind of step",
        arguments: [
            (ArrayChange<String>.insert(index: 1, elements: ["x", "y"]), ["a", "x", "y", "b", "c"]),
            (.remove(index: 0, count: 2), ["c"]),
            (.replace(index: 1, elements: ["B", "C"]), ["a", "B", "C"]),
            (.move(from: 0, to: 2), ["b", "c", "a"]),
            (.move(from: 2, to: 0), ["c", "a", "b"]),
            (.reset(elements: ["z"]), ["z"]),
        ]
    )
    func applyStep(change: ArrayChange<String>, expected: [String]) {
        var elements = ["a", "b", "c"]
        elements.apply(change)
        #expect(elements == expected)
    }

    private func randomEdit(_ array: ObservableArray<Int>, _ random: inout SplitMix64, value: Int) {
        let count = array.count
        switch (random.next(below: 5), count) {
        case (0, _), (_, 0):
            array.insert(
                contentsOf: Array(repeating: value, count: random.next(below: 3)), at: random.next(below: count + 1))
        case (1, _):
            let index = random.next(below: count)
            array.remove(at: index, count: random.next(below: count - index + 1))
        case (2, _):
            array.replace(at: random.next(below: count), with: value)
        case (3, _):
            array.move(from: random.next(below: count), to: random.next(below: count))
        default:
            array.reset(Array(0..<random.next(below: 4)))
        }
    }
}
