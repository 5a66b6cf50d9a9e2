/// A node of the tree an encoder or decoder builds, one per value, which knows its parent and its
/// key rather than a copy of the whole coding path: going one level deeper costs one small
/// allocation whatever the depth, and the path is built only when someone asks (an error).
protocol CodingTreeNode: AnyObject {
    /// The node of the value this one is nested in; nil at the top.
    var parentNode: Self? { get }
    /// The key or index this node's value has in its parent; nil at the top.
    var codingKey: (any CodingKey)? { get }
}

extension CodingTreeNode {
    /// The keys from the top down to this node.
    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var node = self
        while let key = node.codingKey, let parent = node.parentNode {
            path.append(key)
            node = parent
        }
        return path.reversed()
    }
}
