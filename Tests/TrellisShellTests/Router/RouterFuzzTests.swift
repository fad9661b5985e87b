import Testing
import TrellisTestSupport

@testable import TrellisShell

/// Deep links come from outside: random and mutated URLs must give a match or a typed error,
/// never a trap. 50,000 here (about a second); `trellis-bench router-fuzz` runs 1,000,000.
@Suite struct RouterFuzzTests {
    @Test func randomAndMutatedURLsNeverTrap() throws {
        var router = Router<Int>()
        let patterns = [
            "cats://cat/<int:id>", "cats://cat/<uuid:id>/share", "cats://cat/:name/edit", "cats://search?q",
            "cats://files/<path:rest>", "/settings/*", "cats://a%20b/**", "dogs://dog/:id",
        ]
        for (index, pattern) in patterns.enumerated() { try router.register(pattern, index) }
        var random = SeededGenerator(seed: 15)
        let seeds = [
            "cats://cat/42", "cats://cat/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/share", "cats://search?q=a+b%21",
            "cats://files/a/b/c", "/settings/x", "cats://a%20b/x/y", "dogs://dog/7",
        ]
        let alphabet = Array("abc:/?#%&=+*-_.~0123456789AF<>\u{00}\u{7F} é🐈".unicodeScalars)
        var matched = 0
        var failed = 0
        for round in 0..<50_000 {
            let url: String
            if round % 2 == 0 {
                var scalars = Array(seeds.randomElement(using: &random)!.unicodeScalars)
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let position = Int.random(in: 0...scalars.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: scalars.insert(alphabet.randomElement(using: &random)!, at: position)
                    case 1 where position < scalars.count: scalars.remove(at: position)
                    default: if position < scalars.count { scalars[position] = alphabet.randomElement(using: &random)! }
                    }
                }
                url = String(String.UnicodeScalarView(scalars))
            } else {
                url = String(
                    String.UnicodeScalarView(
                        (0..<Int.random(in: 0..<40, using: &random)).map { _ in alphabet.randomElement(using: &random)! }))
            }
            do {
                _ = try router.match(url)
                matched += 1
            } catch {
                failed += 1
            }
        }
        #expect(matched > 1_000)  // the mutations keep enough URLs valid to exercise captures
        #expect(failed > 1_000)
    }
}
