import ServerTransport

extension SessionRecording {
    /// `--record PATH`: a recording of this server's session under these options.
    convenience init(options: ServerOptions, identity: ServerIdentity, path: String) throws(ServerStartError) {
        try self.init(
            path: path, server: (identity.name, identity.version), arguments: options.recordedArguments,
            clock: options.clockChoice.name)
    }
}
