/// `clock/advance`: moves a controlled clock forward (a server started with `--clock controlled`),
/// so a scripted client decides when ticks, latency, debounce and throttle happen.
///
/// The answer comes once everything due by the new time has run and everything it caused has been
/// sent, in order (docs/protocol.md §17). A server whose clock is real refuses it with
/// ClockNotControlled.
public enum AdvanceClockRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "clock/advance"

    /// `{milliseconds}`: how far to move time, a number ≥ 0 (fractions allowed).
    public struct Params: JSONConvertible, Hashable {
        /// How far to move time, in milliseconds.
        public var milliseconds: Double

        /// Params that move the clock by `milliseconds`.
        public init(milliseconds: Double) {
            self.milliseconds = milliseconds
        }

        public init(json: JSONValue) throws(ResponseError) {
            let fields = try FieldReader.params(json, method: method)
            guard let milliseconds = try fields.value("milliseconds").doubleValue, milliseconds.isFinite,
                milliseconds >= 0, milliseconds <= Self.maximum
            else {
                throw fields.failure("milliseconds", "must be a number of milliseconds from 0 to \(Int(Self.maximum))")
            }
            self.milliseconds = milliseconds
        }

        /// About 31 years: beyond it a `Duration` of milliseconds would lose its exactness long before
        /// any session could mean it.
        public static let maximum: Double = 1e12

        public var json: JSONValue {
            ["milliseconds": .double(milliseconds)]
        }
    }

    /// `{now}`: the clock's time once the advance is done.
    public struct Result: JSONConvertible, Hashable {
        /// Milliseconds since the clock started.
        public var now: Double

        /// A result at `now` milliseconds.
        public init(now: Double) {
            self.now = now
        }

        public init(json: JSONValue) throws(ResponseError) {
            let fields = try FieldReader.result(json, method: method)
            guard let now = try fields.value("now").doubleValue else { throw fields.failure("now", "must be a number") }
            self.now = now
        }

        public var json: JSONValue {
            ["now": .double(now)]
        }
    }
}
