import Testing

@testable import ViewModels

/// Marble diagrams for time-based operators, played on a `TestClock`.
///
/// Each character is one frame: a letter or digit is a value (that character), `-` is nothing, `|`
/// completion and `#` failure (`Boom`). Events that happen in the same frame are grouped in
/// parentheses, and the group counts as one frame: `"a-(b|)"` sends `a` at 0, then `b` and the
/// completion at 2.
@MainActor
struct Marbles {
    let clock: TestClock
    var frame: Duration = .seconds(1)

    /// Plays `input` through `transform`, runs the clock until no sleep is pending, and expects the
    /// output to draw as `expected` and no sleep to be left behind.
    func expect(
        _ input: String,
        through transform: (Signal<String>) -> Signal<String>,
        gives expected: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        #expect(await play(input, through: transform) == expected, sourceLocation: sourceLocation)
        #expect(clock.pendingSleeps == 0, "a sleep was left pending", sourceLocation: sourceLocation)
    }

    /// Sends each frame of `input` at its time, then lets every timer run, and draws what came out.
    func play(_ input: String, through transform: (Signal<String>) -> Signal<String>) async -> String {
        let (signal, sender) = Signal<String>.pipe()
        var drawn: [(frame: Int, mark: String)] = []
        let start = clock.now
        let draw = { (mark: String) in
            drawn.append((Int((start.duration(to: clock.now) / frame).rounded()), mark))
        }
        let output = transform(signal).observe(
            Signal.Observer(value: { draw($0) }, failed: { _ in draw("#") }, completed: { draw("|") })
        )
        for (index, marks) in Self.frames(of: input).enumerated() {
            await clock.advance(to: start.advanced(by: frame * index))
            for mark in marks {
                switch mark {
                case "|": sender.sendCompleted()
                case "#": sender.sendFailed(Boom())
                default: sender.send(mark)
                }
            }
        }
        await clock.run()
        output.dispose()
        return Self.diagram(of: drawn)
    }

    /// The marks of each frame: one per character, or all of a parenthesized group.
    static func frames(of diagram: String) -> [[String]] {
        var frames: [[String]] = []
        var group: [String]?
        for character in diagram {
            switch character {
            case "(": group = []
            case ")":
                frames.append(group ?? [])
                group = nil
            case "-": frames.append([])
            default:
                if group != nil {
                    group?.append(String(character))
                } else {
                    frames.append([String(character)])
                }
            }
        }
        return frames
    }

    static func diagram(of drawn: [(frame: Int, mark: String)]) -> String {
        guard let last = drawn.last?.frame else { return "" }
        return (0...last).map { frame in
            let marks = drawn.filter { $0.frame == frame }.map(\.mark)
            switch marks.count {
            case 0: return "-"
            case 1: return marks[0]
            default: return "(" + marks.joined() + ")"
            }
        }.joined()
    }
}
