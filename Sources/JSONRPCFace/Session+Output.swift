import Protocol
import ServerTransport
import ViewModelHosting

/// The order of what goes out: what a request causes is sent before its response (SPEC §6.1), and
/// what comes between requests is held for the outbox in pieces.
extension Session {
    /// Sends what a request caused before its response; between requests, holds it for the outbox
    /// (`held`).
    func send(_ message: consuming OutgoingMessage) {
        if isCollecting {
            collected.append(message)
            return
        }
        held.append(message)
        heldGrew()
    }

    /// `send(_:)` of a `property/didChange`, the message sent most, built in the queue that keeps it.
    private func sendPropertyChange(_ params: consuming PropertyDidChange.Params) {
        if isCollecting {
            collected.appendPropertyChange(params)
            return
        }
        held.appendPropertyChange(params)
        heldGrew()
    }

    /// Releases what is held once there is a piece of it, or schedules that for the job's end.
    private func heldGrew() {
        if held.count >= Self.heldLimit {
            releaseHeld()
        } else if !isReleaseScheduled {
            isReleaseScheduled = true
            // Runs once the current job has ended: the main actor takes its jobs in order.
            Task {
                self.isReleaseScheduled = false
                self.releaseHeld()
            }
        }
    }

    func releaseHeld() {
        guard !held.isEmpty else { return }
        outbox.enqueue(moving: &held)
    }

    /// A client edit, with what it caused sent before the answer, as `echoHold` settles it: without
    /// the set property's own changes when they would only echo the client, or with the held one put
    /// back where it was told. Returns the version after it.
    func setProperty(_ params: SetPropertyRequest.Params) throws(ResponseError) -> Int64 {
        let wasCollecting = isCollecting
        let start = collected.count
        isCollecting = true
        echoHold.begin(viewModel: params.viewModel, property: params.property)
        // A do-catch rather than `Result { … }`: a closure handed to a nonisolated function from the
        // main actor is checked to run there on every call.
        let result: Result<PropertySetOutcome, ResponseError>
        do {
            result = .success(try host.setProperty(params))
        } catch {
            result = .failure(error)
        }
        let holdsSentValue = if case .success(let outcome) = result { outcome.holdsSentValue } else { false }
        echoHold.settle(&collected, holdsSentValue: holdsSentValue, from: start)
        if !wasCollecting { flushCollected() }
        return try result.get().version
    }

    /// What the host tells, as this protocol's messages: each change its notification, keyed where a
    /// later one may replace or merge with it while the client is slow.
    func tell(_ event: consuming HostEvent) {
        switch consume event {
        case .propertyChanged(let params):
            if echoHold.isWatching, echoHold.holds(params, at: collected.count) { return }
            sendPropertyChange(params)
        case .commandChanged(let params):
            send(.notification(CommandDidChange.self, params))
        case .collectionChanged(let params, let itemCount, let currentItems):
            send(.collectionChange(params, itemCount: itemCount, currentItems: currentItems))
        case .raised(let params):
            send(.notification(ViewModelEvent.self, params))
        case .pushed(let params):
            send(.notification(NavigationPush.self, params))
        case .popped(let params):
            send(.notification(NavigationDidPop.self, params))
        case .disposed(let params):
            // Keyed although nothing ever supersedes it (an id is disposed once), so that it is no
            // barrier to merging: a list that replaces items on every tick would otherwise stop a slow
            // client's backlog from collapsing at all (SPEC §6.3).
            send(
                .notification(
                    ViewModelDidDispose.self, params,
                    coalescingKey: CoalescingKey(viewModel: params.viewModel, member: ViewModelDidDispose.method)))
        case .asked(let request):
            send(.single(.request(request)))
        case .withdrawn(let params):
            send(.notification(CancelRequestNotification.self, params))
        case .answerRefused(let params):
            send(.notification(AnswerRefused.self, params))
        case .progress(let params):
            // A report replaces a pending one of the same token; begin and end are never dropped.
            let key: CoalescingKey? =
                if case .report = params.value {
                    CoalescingKey(viewModel: ProgressNotification.method, member: JSONWriter.string(params.token))
                } else { nil }
            send(.notification(ProgressNotification.self, params, coalescingKey: key))
        }
    }

    func flushCollected() {
        releaseHeld()
        if !collected.isEmpty { outbox.enqueue(moving: &collected) }
        isCollecting = false
    }
}
