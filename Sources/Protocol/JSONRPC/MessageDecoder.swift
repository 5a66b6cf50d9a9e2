/// Turns one frame into JSON-RPC messages, or into the errors to answer them with.
///
/// Never throws: every way a frame can be wrong maps to a ``MessageResult/failure(id:error:)``
/// carrying the error the server sends back, and the id when one could be read.
/// - Invalid JSON → ParseError (-32700), id nil. Nesting past `maxDepth` has kind "tooDeep" and
///   malformed UTF-8 "invalidUTF8"; for those two the document is well-formed up to the failure,
///   so an `id` member that came before it is recovered and the request is answered with it.
/// - Not an object, `jsonrpc` missing or not "2.0", `method` not a string, an id that is not a
///   string or number (including `null` on a request) or is a number beyond the range of a double
///   (see ``RequestID``), `params` not an object, array or null → Invalid Request (-32600), with
///   the id when it was a valid one. Such a request is never run.
/// - `"params": null` is taken as omitted params, as LSP clients such as Emacs's jsonrpc.el send
///   it for `shutdown` and `exit`.
/// - An empty batch → one Invalid Request; elements of a batch are decoded one by one.
public enum MessageDecoder {
    /// Decodes one frame into a message, a batch, or the error to answer it with.
    public static func decode(_ frame: [UInt8], maxDepth: Int = JSONParser.defaultMaxDepth) -> Incoming {
        frame.withUnsafeBufferPointer { decode($0, maxDepth: maxDepth) }
    }

    /// The same for a frame still in the reader's buffer (see `FrameDecoder.next(in:from:)`).
    public static func decode(_ frame: UnsafeBufferPointer<UInt8>, maxDepth: Int = JSONParser.defaultMaxDepth)
        -> Incoming
    {
        var envelope = MessageEnvelope()
        let value: JSONValue?
        do {
            var reader = JSONReader(bytes: frame, maxDepth: maxDepth)
            value = try reader.parseFrame(into: &envelope)
        } catch {
            return .single(
                .failure(id: recoverID(from: frame, after: error, maxDepth: maxDepth), error: .parseError(error)))
        }
        guard let value else {
            return .single(decode(&envelope))
        }
        guard case .array(let elements) = value else {
            return .single(decode(value))
        }
        guard !elements.isEmpty else {
            return .single(.failure(id: nil, error: .invalidRequest("an empty batch is not a request")))
        }
        return .batch(elements.map(decode))
    }

    /// Decodes one message that is already JSON (a whole frame or one element of a batch).
    public static func decode(_ value: JSONValue) -> MessageResult {
        guard case .object(let object) = value else {
            return .failure(id: nil, error: .invalidRequest("a message must be a JSON object"))
        }
        var envelope = MessageEnvelope(object)
        return decode(&envelope)
    }

    /// Takes typed params out of the envelope, so that they move into the request rather than being
    /// copied.
    private static func decode(_ envelope: inout MessageEnvelope) -> MessageResult {
        let idMember = envelope.id
        let id = idMember.flatMap(RequestID.init(json:))
        guard case .string("2.0")? = envelope.jsonrpc else {
            return .failure(id: id, error: .invalidRequest("'jsonrpc' must be \"2.0\""))
        }
        if let idMember, id == nil, idMember != .null {
            let problem =
                idMember.doubleValue != nil
                ? "'id' is a number beyond the range of a double, which cannot be echoed"
                : "'id' must be a string or a number"
            return .failure(id: nil, error: .invalidRequest(problem))
        }
        if let method = envelope.method {
            return decodeCall(&envelope, method: method, idMember: idMember, id: id)
        }
        if envelope.result != nil || envelope.error != nil {
            return decodeResponse(envelope, idMember: idMember, id: id)
        }
        return .failure(id: id, error: .invalidRequest("'method' is required"))
    }

    private static func decodeCall(
        _ envelope: inout MessageEnvelope,
        method: JSONValue,
        idMember: JSONValue?,
        id: RequestID?
    ) -> MessageResult {
        guard case .string(let method) = method else {
            return .failure(id: id, error: .invalidRequest("'method' must be a string"))
        }
        var params = envelope.params
        switch params {
        case nil, .array?, .object?: break
        case .null?: params = nil
        default: return .failure(id: id, error: .invalidRequest("'params' must be an object, an array or null"))
        }
        let typed = envelope.propertySetParams.take()
        guard idMember != nil else {
            return .message(.notification(Notification(method: method, params: typed?.json ?? params)))
        }
        guard let id else {
            return .failure(id: nil, error: .invalidRequest("a request's 'id' must not be null"))
        }
        // A `method` repeated after the params may have named another method in the end.
        if let typed {
            guard method == SetPropertyRequest.method else {
                return .message(.request(Request(id: id, method: method, params: typed.json)))
            }
            return .message(.request(Request(id: id, propertySet: typed)))
        }
        return .message(.request(Request(id: id, method: method, params: params)))
    }

    private static func decodeResponse(_ envelope: MessageEnvelope, idMember: JSONValue?, id: RequestID?)
        -> MessageResult
    {
        guard idMember != nil else {
            return .failure(id: nil, error: .invalidRequest("a response must have an 'id'"))
        }
        switch (envelope.result, envelope.error) {
        case (let result?, nil):
            return .message(.response(Response(id: id, result: result)))
        case (nil, let error?):
            guard let error = ResponseError(json: error) else {
                return .failure(
                    id: id, error: .invalidRequest("'error' must have an integer 'code' and a string 'message'"))
            }
            return .message(.response(Response(id: id, error: error)))
        default:
            return .failure(id: id, error: .invalidRequest("a response must have 'result' or 'error', not both"))
        }
    }

    private static func recoverID(
        from frame: UnsafeBufferPointer<UInt8>, after error: JSONError, maxDepth: Int
    ) -> RequestID? {
        guard error.kind != .syntax else { return nil }
        return JSONParser.leadingMembers(of: frame, maxDepth: maxDepth)["id"].flatMap(RequestID.init(json:))
    }
}
