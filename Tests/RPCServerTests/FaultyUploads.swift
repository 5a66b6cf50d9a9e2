import Apps
@testable import JSONRPCFace
@testable import ServerTransport
import Synchronization
import ViewModels

/// An upload service a test can break: it fails with a message, or hangs on a test clock that nobody
/// advances (it honours cancellation, as `UploadService` asks), or stores.
final class FaultyUploads: UploadService {
    enum Behaviour {
        case fail(String)
        case hang
        case store
    }

    private struct State {
        var behaviour = Behaviour.store
        var stored: [UploadRecord] = []
    }

    /// Guards the behaviour and the records: uploads run off the main actor.
    private let state = Mutex(State())
    let clock: TestClock

    init(clock: TestClock) {
        self.clock = clock
    }

    var behaviour: Behaviour {
        get { state.withLock { $0.behaviour } }
        set { state.withLock { $0.behaviour = newValue } }
    }

    var stored: [UploadRecord] { state.withLock { $0.stored } }

    func upload(_ record: UploadRecord) async throws {
        switch behaviour {
        case .fail(let message):
            throw UploadRefused(message: message)
        case .hang:
            try await clock.sleep(for: .seconds(3600))
        case .store:
            break
        }
        state.withLock { $0.stored.append(record) }
    }
}

struct UploadRefused: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
