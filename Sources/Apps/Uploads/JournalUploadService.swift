import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Stores uploads in a local journal, `<directory>/uploads.jsonl`, one JSON object per line.
///
/// Rules:
/// - An upload returns only after its line was written and synced to disk, so an acknowledged upload
///   survives the process being killed.
/// - Reading skips lines that do not decode (a line torn by a crash), never failing because of them.
/// - Important: Safe to share across threads; appends are serialized so lines never interleave.
///   Appending blocks its thread for the write and the sync, which is what the caller awaits.
public final class JournalUploadService: UploadService {
    /// The directory holding the journal; created on the first upload when missing.
    public let directory: String
    /// Serializes appends within this process, so two uploads never interleave their bytes.
    private let appendLock = Mutex(())

    public init(directory: String) {
        self.directory = directory
    }

    /// The journal file.
    public var path: String { directory + "/uploads.jsonl" }

    public func upload(_ record: UploadRecord) async throws {
        try Task.checkCancellation()
        try append(record)
    }

    /// Appends `record` and syncs it, synchronously.
    public func append(_ record: UploadRecord) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let line = Array(try encoder.encode(record)) + [UInt8(ascii: "\n")]
        try appendLock.withLock { _ throws(JournalError) in
            try JournalFile.append(line, to: path, in: directory)
        }
    }

    /// Every stored upload, oldest first; lines that do not decode are skipped.
    public func records() throws -> [UploadRecord] {
        guard let contents = try JournalFile.contents(of: path) else { return [] }
        let decoder = JSONDecoder()
        return contents.split(separator: UInt8(ascii: "\n")).compactMap { line in
            try? decoder.decode(UploadRecord.self, from: Data(line))
        }
    }
}
