/// Metadata was asked for a photo id the offline catalog never handed out.
public struct UnknownPhotoError: Error, Sendable, Hashable, CustomStringConvertible {
    public var photoID: String

    public init(photoID: String) {
        self.photoID = photoID
    }

    public var description: String {
        "no photo with id \(photoID) in the offline catalog"
    }
}
