// The framework's host is one import for its users: the catalog, wire values and the log live in
// modules of their own (the house's arrows, docs/architecture.md), and `import RPCServer` brings
// their public API along.
@_exported import ServerLog
@_exported import ViewModelHosting
