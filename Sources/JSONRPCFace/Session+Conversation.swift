import ServerTransport

extension Session: Conversation {
    package func disposeAll() {
        host.disposeAll()
    }
}
