/// A shape that reads itself from the members of an object, given a reader that already knows
/// the method and the path to it, so a nested error can say "'viewModel.version' must be an integer".
protocol FieldDecodable {
    init(fields: FieldReader) throws(ResponseError)
}
