/// The error tests send to make a signal fail.
struct Boom: Error, Equatable {
    var code = 1
}
