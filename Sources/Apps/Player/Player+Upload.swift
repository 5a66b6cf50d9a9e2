import ViewModels

extension Player {
    /// What an upload sends: the name and points at the moment it starts.
    var uploadRecord: UploadRecord {
        UploadRecord(playerName: playerName.value, points: points.value)
    }

    /// Announces a finished upload and locks the player after the last one allowed.
    func didUpload(_ record: UploadRecord) -> Uploaded {
        let notice = Uploaded(message: "Updated \(record.playerName) with \(record.points.wholeNumberText) points")
        uploaded.send(notice)
        uploadCount += 1
        if uploadCount >= Defaults.maxUploads {
            lockEdits()
        }
        return notice
    }

    /// Uploads the record of the player as it is now and announces it, reporting progress before and
    /// after; reaches the player again only once the service answered.
    static func upload(by owner: WeakReference<Player>) async throws -> Uploaded {
        let (record, uploads) = try (owner.get().uploadRecord, owner.get().uploads)
        CommandProgress.report(fraction: 0, message: "Uploading \(record.playerName)")
        try await send(record, to: uploads)
        CommandProgress.report(fraction: 1, message: "Uploaded")
        return try owner.get().didUpload(record)
    }

    /// Runs the service off the main actor, so a slow or blocking store never stalls the view models.
    @concurrent
    nonisolated static func send(_ record: UploadRecord, to service: any UploadService) async throws {
        try await service.upload(record)
    }
}
