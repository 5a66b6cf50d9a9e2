/// What a client's `property/set` did: the version after it, and whether the property holds exactly
/// the value sent, in which case its own change notification would only echo the client (false for
/// a property the client did not bind, whose changes are not told).
package struct PropertySetOutcome {
    package let version: Int64
    package let holdsSentValue: Bool
}
