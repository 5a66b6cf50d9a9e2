import ViewModels

extension ViewModel {
    /// Ends a view model the host made or was given: cancels its declared commands, then lets it end
    /// what else it owns. Every way the host lets go of a view model goes through here, so a
    /// `dispose()` of the author's own never has to remember the commands.
    func end() {
        cancelDeclaredCommands()
        dispose()
    }
}
