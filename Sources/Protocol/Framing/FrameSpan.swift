/// One thing the frame decoder found, as `FrameDecoder.next(in:from:)` hands it out: a frame that
/// lay whole in the bytes fed is named by where it lies, so that a reader can decode it there
/// without copying it out first.
public enum FrameSpan: Sendable, Equatable {
    /// A message body at this range of the bytes fed, valid as long as they are.
    case bytes(Range<Int>)
    /// A message body the decoder assembled across several feeds.
    case frame([UInt8])
    /// A frame that was skipped, as ``FrameEvent/error(_:)``.
    case error(ResponseError)

    /// Takes the one frame or error a decoder's step completes.
    struct Slot: FrameSink {
        var span: FrameSpan?

        mutating func frame(in input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
            span = .bytes(range)
        }

        mutating func frame(_ bytes: [UInt8]) {
            span = .frame(bytes)
        }

        mutating func error(_ error: ResponseError) {
            span = .error(error)
        }
    }
}
