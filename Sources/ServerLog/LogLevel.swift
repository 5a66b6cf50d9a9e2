/// How much the server says on stderr.
package enum LogLevel: Int, Comparable, Sendable, CaseIterable {
    case error, warning, info, debug, trace

    package init?(name: String) {
        guard let level = LogLevel.allCases.first(where: { "\($0)" == name }) else { return nil }
        self = level
    }

    package static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
