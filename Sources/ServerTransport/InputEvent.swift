/// What the connection hands to the session, in the order it was read.
package enum InputEvent: Sendable {
    case frame(DecodedFrame)
    case endOfInput
}
