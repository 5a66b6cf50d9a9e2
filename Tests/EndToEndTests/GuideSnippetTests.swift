import Foundation
import Testing

/// docs/your-own-view-models.md shows code from the example package; each snippet is marked with
/// the file it comes from, and must still stand there letter for letter, so the guide cannot rot.
@Suite("The framework guide")
struct GuideSnippetTests {
    @Test("every snippet of docs/your-own-view-models.md stands in the file it names")
    func snippetsAreCurrent() throws {
        let guide = try String(contentsOfFile: Repository.path("docs/your-own-view-models.md"), encoding: .utf8)
        let marker = /<!-- snippet: (?<path>[^ ]+) -->\n```[a-z]*\n(?<code>(?s:.*?))\n```/
        let snippets = guide.matches(of: marker)
        #expect(snippets.count >= 10)
        for snippet in snippets {
            let path = String(snippet.output.path)
            let source = try String(contentsOfFile: Repository.path(path), encoding: .utf8)
            #expect(source.contains(snippet.output.code), "a snippet no longer stands in \(path)")
        }
    }
}
