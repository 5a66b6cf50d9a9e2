/// A typed params or result shape that converts to and from its JSON form.
///
/// Decoding reports exactly what was wrong, naming the method and the member
/// ("property/set: 'viewModel' must be a string"), so a client author can fix a request from the
/// error alone. Optional members may be absent or `null`; unknown members are ignored, so a newer
/// client can talk to an older server.
public protocol JSONConvertible: Sendable {
    /// Throws `ResponseError.invalidParams` describing the first problem found.
    init(json: JSONValue) throws(ResponseError)
    /// Members in a fixed, documented order, so transcripts are deterministic.
    var json: JSONValue { get }
    /// Writes `json` as compact JSON. Types sent at high rates write themselves directly and
    /// skip building the `JSONValue`; the bytes must be the same either way.
    func appendJSON(to writer: inout ByteWriter)
}

extension JSONConvertible {
    /// Builds `json` and writes it: enough for types sent too rarely to be worth writing by hand.
    public func appendJSON(to writer: inout ByteWriter) {
        JSONWriter.write(json, to: &writer)
    }

    /// Decodes a request's or notification's `params`, treating absent or `null` params as `{}` so
    /// that methods whose members are all optional accept a message without params.
    public init(params: JSONValue?) throws(ResponseError) {
        guard let params, !params.isNull else {
            try self.init(json: .object([:]))
            return
        }
        try self.init(json: params)
    }
}
