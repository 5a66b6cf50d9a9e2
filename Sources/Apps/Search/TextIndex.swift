/// The word index behind both offline services: documents as runs of folded words, each word
/// mapped to the documents holding it, so a search costs microseconds.
///
/// Rules:
/// - Documents are given in the order a search answers them when they match equally well (most
///   interesting photo, most recent tweet first), and are named by their position in that order.
/// - A run is a title, a status, one tag or a username: a phrase matches only within one run.
/// - Every word is interned once; its stem (`EnglishStemmer`) and its place in alphabetical order
///   are worked out when it is first seen, so a search only looks them up.
/// - Important: Immutable once built; shareable across threads.
struct TextIndex: Sendable {
    /// Where a run stands in its document: main words (title, status) outrank side words (tags,
    /// username).
    enum Field: Sendable {
        case main, side
    }

    /// Words that belong together in a document.
    struct Run {
        var field: Field
        var words: [String]
    }

    struct Token {
        var word: Int32
        var isMain: Bool
        /// True when the word before it in `tokens` is the one before it in the same run.
        var continuesRun: Bool
    }

    let count: Int
    let words: [String]
    let idsByWord: [String: Int32]
    let stemByWord: [Int32]
    let wordsByStem: [[Int32]]
    let idsByStem: [String: Int32]
    /// Word ids in the alphabetical order of their words, for prefixes.
    let alphabetical: [Int32]
    /// Ascending document positions per word id.
    let documentsByWord: [[Int32]]
    /// Where each document's tokens start in `tokens`; one more entry than there are documents.
    let tokenStarts: [Int32]
    let tokens: [Token]

    init(documents: [[Run]]) {
        var vocabulary = Vocabulary()
        var documentsByWord: [[Int32]] = []
        var tokenStarts: [Int32] = []
        var tokens: [Token] = []
        for (position, runs) in documents.enumerated() {
            tokenStarts.append(Int32(tokens.count))
            for run in runs {
                for (offset, word) in run.words.enumerated() {
                    let id = vocabulary.intern(word)
                    if Int(id) == documentsByWord.count { documentsByWord.append([]) }
                    if documentsByWord[Int(id)].last != Int32(position) {
                        documentsByWord[Int(id)].append(Int32(position))
                    }
                    tokens.append(Token(word: id, isMain: run.field == .main, continuesRun: offset > 0))
                }
            }
        }
        tokenStarts.append(Int32(tokens.count))
        count = documents.count
        words = vocabulary.words
        idsByWord = vocabulary.idsByWord
        stemByWord = vocabulary.stemByWord
        wordsByStem = vocabulary.wordsByStem
        idsByStem = vocabulary.idsByStem
        alphabetical = vocabulary.words.indices.sorted { vocabulary.words[$0] < vocabulary.words[$1] }.map(Int32.init)
        self.documentsByWord = documentsByWord
        self.tokenStarts = tokenStarts
        self.tokens = tokens
    }

    /// Every word once, with its stem.
    private struct Vocabulary {
        var words: [String] = []
        var idsByWord: [String: Int32] = [:]
        var stemByWord: [Int32] = []
        var wordsByStem: [[Int32]] = []
        var idsByStem: [String: Int32] = [:]

        mutating func intern(_ word: String) -> Int32 {
            if let id = idsByWord[word] {
                return id
            }
            let id = Int32(words.count)
            words.append(word)
            idsByWord[word] = id
            let stem = EnglishStemmer.stem(word)
            let stemID = idsByStem[stem] ?? Int32(wordsByStem.count)
            if Int(stemID) == wordsByStem.count {
                wordsByStem.append([])
                idsByStem[stem] = stemID
            }
            wordsByStem[Int(stemID)].append(id)
            stemByWord.append(stemID)
            return id
        }
    }
}
