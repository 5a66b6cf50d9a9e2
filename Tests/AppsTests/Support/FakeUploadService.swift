import Synchronization

@testable import Apps
@testable import ViewModels

/// An upload service that remembers what it stored and can be told to fail or to wait on a clock.
final class FakeUploadService: UploadService {
    private struct State {
        var records: [UploadRecord] = []
        var failure: String?
    }

    /// Guards the records and the failure switch: uploads run off the main actor.
    private let state = Mutex(State())
    /// When set, each upload sleeps this long on `clock` first, so a test can hold it in flight.
    private let delay: (clock: TestClock, duration: Duration)?

    init(delay: (clock: TestClock, duration: Duration)? = nil) {
        self.delay = delay
    }

    var records: [UploadRecord] { state.withLock { $0.records } }

    func failNextUploads(with message: String?) {
        state.withLock { $0.failure = message }
    }

    func upload(_ record: UploadRecord) async throws {
        if let delay {
            try await delay.clock.sleep(for: delay.duration)
        }
        try state.withLock { state in
            if let failure = state.failure {
                throw UploadFailure(message: failure)
            }
            state.records.append(record)
        }
    }
}

struct UploadFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
