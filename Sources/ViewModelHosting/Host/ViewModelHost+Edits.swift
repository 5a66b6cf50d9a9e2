import Protocol
import ViewModels

/// What a client does to the view models: sets properties and executes commands, as a view's edits would.
extension ViewModelHost {
    /// Sets a property as a client edit; returns the version after it, and whether the property now
    /// holds exactly the value sent: the face then knows its own change would only echo the client.
    /// That is compared only for a property the client bound: another's changes are never told, so
    /// nothing of it can echo.
    package func setProperty(_ params: SetPropertyRequest.Params) throws(ResponseError) -> PropertySetOutcome {
        let entry = try lookUp(params.viewModel)
        let members = entry.members
        guard let index = members.layout.properties.firstIndex(of: params.property) else {
            throw ResponseError.memberNotFound(
                viewModel: params.viewModel, type: members.layout.name, member: params.property, kind: "property")
        }
        guard members.layout.isSettable[index] else {
            throw ResponseError.readOnlyProperty(viewModel: params.viewModel, property: params.property)
        }
        let isBound = entry.observation?.isBound(property: index) ?? false
        let holdsSentValue = try members.propertyMembers[index].propose(json: params.value, self, comparing: isBound)
        return PropertySetOutcome(version: entry.version(members), holdsSentValue: holdsSentValue)
    }

    /// Runs a command for the client, reporting its progress as LSP's work-done progress when the
    /// client passed a token: `begin` once the command accepted the execution, a `report` per report
    /// of the work (a later one replaces a pending one while the client is slow), and `end` before
    /// the response. A refused execution (disabled, bad input) reports nothing.
    package func execute(_ params: ExecuteCommandRequest.Params) async throws(ResponseError) -> JSONValue {
        let entry = try lookUp(params.viewModel)
        guard let command = entry.members.command(params.command) else {
            throw ResponseError.memberNotFound(
                viewModel: params.viewModel, type: entry.typeName, member: params.command, kind: "command")
        }
        guard let token = params.workDoneToken else { return try await execute(command, params) }
        guard progressTokens.insert(token).inserted else {
            throw .invalidParams("command/execute: workDoneToken \(JSONWriter.string(token)) is in use by a running execution")
        }
        let progress = WorkDoneProgress(token: token, title: params.command) { [weak self] in self?.emit($0) }
        let result = await CommandProgress.reporting(to: { progress.hear($0) }) { () async -> Result<JSONValue, ResponseError> in
            do throws(ResponseError) {
                return .success(try await execute(command, params))
            } catch {
                return .failure(error)
            }
        }
        progressTokens.remove(token)
        progress.end()
        return try result.get()
    }

    private func execute(_ command: any WireCommand, _ params: ExecuteCommandRequest.Params) async throws(ResponseError) -> JSONValue {
        do {
            return try await command.execute(input: params.input ?? .null, self)
        } catch {
            switch error {
            case .invalidInput(let error): throw error
            case .command(.disabled): throw .commandDisabled(viewModel: params.viewModel, command: params.command)
            case .command(.cancelled): throw .requestCancelled()
            case .command(.invalidInput(let refused)):
                throw .invalidValue(
                    expected: refused.expected.map { .string($0) } ?? command.inputSchema, detail: refused.reason)
            case .command(.failed(let message, let details)):
                throw .commandFailed(
                    viewModel: params.viewModel, command: params.command, message: message,
                    details: details.flatMap { try? JSONValueEncoder().encode($0.value) })
            }
        }
    }
}
