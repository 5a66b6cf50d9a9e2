/// What a client's `property/set` did: the version after it, and whether the property holds exactly
/// the value sent, in which case its own change notification would only echo the client.
struct PropertySetOutcome {
    let version: Int64
    let holdsSentValue: Bool
}
