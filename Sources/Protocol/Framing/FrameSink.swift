/// Where the frame decoder puts what the bytes fed to it complete: `feed` collects copies in an
/// array of ``FrameEvent``s, `next(in:from:)` takes one at a time and leaves a whole frame in place.
protocol FrameSink {
    /// A frame that lies whole in the bytes being fed, at `range`.
    mutating func frame(in input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    /// A frame the decoder assembled in its own buffer, across feeds.
    mutating func frame(_ bytes: [UInt8])
    /// A frame that was skipped.
    mutating func error(_ error: ResponseError)
}

extension Array: FrameSink where Element == FrameEvent {
    mutating func frame(in input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        append(.frame([UInt8](UnsafeBufferPointer(rebasing: input[range]))))
    }

    mutating func frame(_ bytes: [UInt8]) {
        append(.frame(bytes))
    }

    mutating func error(_ error: ResponseError) {
        append(.error(error))
    }
}
