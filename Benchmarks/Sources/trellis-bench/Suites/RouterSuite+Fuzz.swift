import TrellisShell
import TrellisTerminalTesting

/// `router-fuzz-1m`: 1,000,000 seeded random and mutated URLs (100,000 with `--quick`)
/// thrown at a router with every kind of pattern. Every URL must give a match or a typed
/// error; a trap ends the run. Reported alone: the time for the whole batch.
func routerFuzzCase(quick: Bool) -> BenchmarkCase {
    var router = TrellisShell.Router<Int>()
    let patterns = [
        "cats://cat/<int:id>", "cats://cat/<uuid:id>/share", "cats://cat/:name/edit", "cats://search?q",
        "cats://files/<path:rest>", "/settings/*", "cats://a%20b/**", "dogs://dog/:id",
    ]
    for (index, pattern) in patterns.enumerated() { try! router.register(pattern, index) }
    let urls = fuzzURLs(count: quick ? 100_000 : 1_000_000, seed: 15)
    var tally = (matched: 0, errors: 0)
    for url in urls {
        if (try? router.match(url)) != nil { tally.matched += 1 } else { tally.errors += 1 }
    }
    log("  router-fuzz: \(urls.count) URLs, \(tally.matched) matched, \(tally.errors) typed errors, no trap")
    var fuzz = BenchmarkCase(reportOnly: "router-fuzz-\(quick ? "100k" : "1m")") {
        Stopwatch.time { for url in urls { blackHole(try? router.match(url)) } }
    }
    fuzz.kind = .report
    return fuzz
}

/// Half mutations of valid deep links (insert, delete or replace 1–4 characters), half
/// random strings over an alphabet rich in URL syntax, control bytes and non-ASCII.
private func fuzzURLs(count: Int, seed: UInt64) -> [String] {
    var random = SeededGenerator(seed: seed)
    let seeds = [
        "cats://cat/42", "cats://cat/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/share", "cats://search?q=a+b%21",
        "cats://files/a/b/c", "/settings/x", "cats://a%20b/x/y", "dogs://dog/7", "cats://cat/bella/edit",
    ]
    let alphabet = Array("abc:/?#%&=+*-_.~0123456789AF<>\u{00}\u{7F} é🐈".unicodeScalars)
    return (0..<count).map { round in
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
            return String(String.UnicodeScalarView(scalars))
        }
        let length = Int.random(in: 0..<40, using: &random)
        return String(String.UnicodeScalarView((0..<length).map { _ in alphabet.randomElement(using: &random)! }))
    }
}
