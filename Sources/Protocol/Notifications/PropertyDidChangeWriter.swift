/// Writes `property/didChange` notifications one after another, as a server sends them in bursts,
/// with the same bytes as `PropertyDidChange.write(_:to:)`: the envelope up to the view model's id
/// is one literal, and the JSON of the property's name is kept from the last notification, which in
/// a burst (a list's prices on a tick) is nearly always of the same property, rather than escaping
/// the method's name and the property's for each of them (docs/performance.md, "A byte-level JSON
/// reader and writer").
public struct PropertyDidChangeWriter {
    /// The property the last notification named, and its name in JSON.
    private var property = ""
    private var propertyJSON: [UInt8] = Array(#""""#.utf8)

    /// A writer that has written nothing yet.
    public init() {}

    /// Writes the notification for `params` into `writer`, as compact JSON.
    public mutating func write(_ params: PropertyDidChange.Params, to writer: inout ByteWriter) {
        if params.property != property {
            var json = ByteWriter(capacity: params.property.utf8.count + 2)
            JSONWriter.writeString(params.property, to: &json)
            property = params.property
            propertyJSON = json.makeArray()
        }
        writer.append(#"{"jsonrpc":"2.0","method":"property/didChange","params":{"viewModel":"#)
        propertyJSON.withUnsafeBufferPointer { params.appendFields(to: &writer, propertyJSON: $0) }
        writer.append(UInt8(ascii: "}"))
    }
}
