/// One line of a benchmark that has goals: the figure's name, the figure, its goal and whether it
/// was met, in columns; and the units its figures are written in.
enum GoalLine {
    /// Prints `name`, `figure`, `goal` and "met" or "MISSED" (nothing when `met` is nil) in columns.
    static func print(_ name: String, _ figure: String, goal: String, met: Bool?) {
        let verdict = met.map { $0 ? "met" : "MISSED" } ?? ""
        Swift.print(name.padding(50) + figure.padding(24) + goal.padding(18) + verdict)
    }

    static func seconds(_ nanoseconds: Int) -> String {
        Measurement.format(Double(nanoseconds) / 1e9, decimals: 3) + " s"
    }

    static func milli(_ nanoseconds: Int) -> String {
        Measurement.format(Double(nanoseconds) / 1e6, decimals: 2) + " ms"
    }

    static func micro(_ nanoseconds: Int) -> String {
        Measurement.format(Double(nanoseconds) / 1e3, decimals: 1) + " µs"
    }

    static func megabytes(_ bytes: Int) -> String {
        Measurement.format(Double(bytes) / 1e6, decimals: 1) + " MB"
    }
}

extension String {
    /// The string padded with spaces to `width` characters, or as it is when longer.
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
