import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisViews

/// The command palette's filter: subsequence matches, ranked prefix, word start, initials,
/// contiguous, scattered; then fewer gaps; ties in their first order.
@Suite struct FuzzyMatchTests {
    let entries = [
        "Cats  cats://cats", "Favorites  cats://favorites", "Settings  cats://settings", "Abyssinian  cats://cat/1",
        "American Bobtail  cats://cat/3", "Siamese  cats://cat/50", "Balinese  cats://cat/9",
    ]

    @Test func aPrefixComesFirstThenAWordStartThenInitials() {
        #expect(FuzzyMatch.filter(entries, by: "ab") { $0 }.prefix(2) == ["Abyssinian  cats://cat/1", "American Bobtail  cats://cat/3"])
        #expect(FuzzyMatch(query: "ab", in: "Abyssinian")?.kind == .prefix)
        #expect(FuzzyMatch(query: "bob", in: "American Bobtail")?.kind == .wordStart)
        #expect(FuzzyMatch(query: "ab", in: "American Bobtail")?.kind == .initials)
        #expect(FuzzyMatch(query: "ame", in: "Siamese")?.kind == .substring)
        #expect(FuzzyMatch(query: "sms", in: "Siamese")?.kind == .scattered)
    }

    /// The kind of match counts before the gaps: the initials of American Bobtail beat the
    /// "ab" inside Tabby, though Tabby's is contiguous.
    @Test func wordStartsBeatATighterMatchInsideAWord() {
        #expect(
            FuzzyMatch.filter(["Tabby", "American Bobtail", "Abyssinian"], by: "ab") { $0 } == ["Abyssinian", "American Bobtail", "Tabby"])
        #expect(
            FuzzyMatch.filter(["xsettings", "sxxettings", "the settings"], by: "set") { $0 } == ["the settings", "xsettings", "sxxettings"])
    }

    @Test func caseDoesNotMatterAndTheLinkMatchesToo() {
        #expect(FuzzyMatch.filter(entries, by: "FAV") { $0 } == ["Favorites  cats://favorites"])
        #expect(FuzzyMatch.filter(entries, by: "cat/5") { $0 } == ["Siamese  cats://cat/50"])
    }

    @Test func fewerGapsRankHigherWithinAKind() {
        let ranked = FuzzyMatch.filter(["s-x-x-x-t", "s-x-t", "st"], by: "st") { $0 }
        #expect(ranked == ["st", "s-x-t", "s-x-x-x-t"])
        // The tightest stretch counts, not the first one found: "s..t" later is closer.
        #expect(FuzzyMatch(query: "st", in: "sxxxx st")?.gaps == 0)
    }

    @Test func anEmptyQueryKeepsEveryEntryInOrderAndANonMatchIsNil() {
        #expect(FuzzyMatch.filter(entries, by: "") { $0 } == entries)
        #expect(FuzzyMatch(query: "zz", in: "Siamese") == nil)
        #expect(FuzzyMatch(query: "siamesee", in: "Siamese") == nil)
        #expect(FuzzyMatch.filter(entries, by: "qqq") { $0 }.isEmpty)
    }

    /// Seeded (`CATS_FUZZY_SEED=…` replays one seed): over random texts and queries the
    /// filter keeps exactly the texts holding the query in order, never puts a later match
    /// kind or a text without the query as its prefix before a better one, and keeps equal
    /// matches in their first order.
    @Test func everyResultHoldsTheQueryAndTheOrderIsRankedAndStable() {
        let seeds: [UInt64] =
            ProcessInfo.processInfo.environment["CATS_FUZZY_SEED"].flatMap(UInt64.init).map { [$0] }
            ?? (0..<200).map { 24 &+ UInt64($0) &* 7919 }
        let alphabet = Array("abAB c-/")
        for seed in seeds {
            var random = SeededGenerator(seed: seed)
            let texts = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                String((0..<Int.random(in: 0...10, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            }
            let query = String((0..<Int.random(in: 0...3, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            if let failure = Self.failure(of: FuzzyMatch.filter(texts, by: query) { $0 }, texts: texts, query: query) {
                Issue.record("seed \(seed): query \"\(query)\" in \(texts): \(failure)")
                return
            }
        }
    }

    /// What is wrong with `result` as the filter of `texts` by `query`, if anything.
    static func failure(of result: [String], texts: [String], query: String) -> String? {
        let folded = Array(query.lowercased())
        let holding = texts.indices.filter { FuzzyMatch.isSubsequence(folded, of: Array(texts[$0].lowercased())) }
        guard result.sorted() == holding.map({ texts[$0] }).sorted() else { return "kept \(result), expected those of \(holding)" }
        // Each result stands for the first unused text equal to it, so duplicates keep their order.
        var used = Set<Int>()
        let order = result.map { text in
            let index = texts.indices.first { texts[$0] == text && !used.contains($0) }!
            used.insert(index)
            return index
        }
        for (a, b) in zip(order, order.dropFirst()) {
            let (first, second) = (FuzzyMatch(query: query, in: texts[a])!, FuzzyMatch(query: query, in: texts[b])!)
            if second < first { return "\(texts[b]) ranks above \(texts[a]) but comes after it" }
            if !(first < second), b < a { return "\(texts[a]) and \(texts[b]) match equally and lost their order" }
            if !texts[a].lowercased().hasPrefix(query.lowercased()), texts[b].lowercased().hasPrefix(query.lowercased()) {
                return "\(texts[b]) starts with the query but comes after \(texts[a])"
            }
        }
        return nil
    }
}
