import CatsKit
import Foundation
import Testing
import TrellisTerminal
import TrellisTestSupport

@testable import cats

/// The `cats` executable run as a person would, with output to pipes (so it prints a
/// snapshot): its exit status and messages for bad arguments and a catalog that fails.
@Suite("cats command line", .timeLimit(.minutes(1)))
struct CatsCommandTests {
    typealias Run = ExecutableRun

    /// Runs the `cats` binary built next to the test bundle.
    func cats(_ arguments: String...) async throws -> Run { try await cats(arguments) }

    /// Runs it with `environment` merged over this process's (`LC_ALL=C`, `NO_COLOR=1`).
    func cats(_ arguments: [String], environment: [String: String] = [:]) async throws -> Run {
        try await BuiltExecutable.run("cats", arguments, environment: environment)
    }

    @Test("--log naming a file that cannot be opened exits 64 and names it")
    func unopenableLog() async throws {
        let run = try await cats("--in-memory", "--snapshot", "--log", "/nonexistent-cats-dir/cats.log")
        #expect(run.status == 64, "\(run.errors)")
        #expect(
            run.errors.contains("--log: cannot open the log /nonexistent-cats-dir/cats.log: No such file or directory"), "\(run.errors)")
        #expect(run.output.isEmpty)
    }

    @Test(
        "the browser host's flags are TrellisWeb's shared set: a bad one exits 64 naming it",
        arguments: [
            (["--web", "8000x"], "--web: '8000x' is not [HOST:]PORT"), (["--max-tabs", "3"], "--max-tabs needs --web"),
            (["--web", "0", "--max-tabs", "0"], "--max-tabs must be 1…10000 (got 0)"),
            (["--web", "0", "--allow-origin", "evil.example"], "--allow-origin: 'evil.example' is not an origin"),
            (["--web", "0", "--snapshot"], "--web and --snapshot cannot be used together"),
        ])
    func badWebFlags(arguments: [String], message: String) async throws {
        let run = try await cats(["--in-memory"] + arguments)
        #expect(run.status == 64, "\(run.errors)")
        #expect(run.errors.contains(message), "\(run.errors)")
    }

    @Test("a snapshot of a new in-memory database shows the seeded breeds and exits 0")
    func snapshot() async throws {
        let run = try await cats("--in-memory", "--snapshot", "--height", "8")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("68 breeds"))
    }

    @Test("under LC_ALL=C the snapshot is ASCII: the favorite's star and the separators have ASCII stand-ins")
    func asciiLocale() async throws {
        let unicode = try await cats(["--in-memory", "--snapshot", "--height", "8"], environment: ["LANG": "C.UTF-8"])
        #expect(unicode.output.contains("68 breeds · 0 favorites"), "\(unicode.output)")
        let run = try await cats(["--in-memory", "--snapshot", "--height", "8"], environment: ["LANG": "en_US.UTF-8", "LC_ALL": "C"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.utf8.allSatisfy { $0 < 0x80 }, "\(run.output)")
        #expect(run.output.contains("68 breeds - 0 favorites"), "\(run.output)")
    }

    @Test("--help says how colors, the locale and TERM=dumb are read, and names --color")
    func help() async throws {
        let run = try await cats("--help")
        #expect(run.status == 0)
        for phrase in ["NO_COLOR", "TERM=dumb", "-256color", "LC_ALL"] {
            #expect(run.output.contains(phrase), "\(phrase) in \(run.output)")
        }
        let options = try await cats("run", "--help")
        #expect(options.output.contains("--color <color>") && options.output.contains("TERM=dumb"), "\(options.output)")
    }

    /// Issue 23: `cats --help` listed the subcommands but none of the flags.
    @Test("cats --help lists the run options beside the subcommands")
    func helpListsTheOptions() async throws {
        let run = try await cats("--help")
        #expect(run.status == 0, "\(run.errors)")
        for text in ["--in-memory", "--database", "--server", "--secret", "--data", "--snapshot", "--width", "--height", "open", "run"] {
            #expect(run.output.contains(text), "\(text) is missing from:\n\(run.output)")
        }
    }

    @Test("--help names --accessible and --no-accessible and says how ACCESSIBLE is read")
    func helpNamesTheAccessibleMode() async throws {
        let run = try await cats("--help")
        #expect(run.status == 0, "\(run.errors)")
        for phrase in ["--accessible", "--no-accessible", "ACCESSIBLE", "screen readers"] {
            #expect(run.output.contains(phrase), "\(phrase) is missing from:\n\(run.output)")
        }
    }

    @Test(
        "--accessible takes no value: a value is a usage error naming it",
        arguments: [["--accessible=yes", "--in-memory"], ["--no-accessible=1", "--in-memory"]])
    func accessibleTakesNoValue(_ arguments: [String]) async throws {
        let run = try await cats(arguments)
        #expect(run.status == 64, "\(run.errors)")
        #expect(run.errors.contains("accessible"), "\(run.errors)")
    }

    @Test("--accessible, --no-accessible and ACCESSIBLE: the flag wins, the last flag of the two counts")
    func accessibleFlagParsing() async throws {
        let cases: [([String], [String: String], AccessibilityOptions)] = [
            ([], [:], .standard), (["--accessible"], [:], .accessible), ([], ["ACCESSIBLE": "1"], .accessible),
            ([], ["ACCESSIBLE": "0"], .standard), (["--no-accessible"], ["ACCESSIBLE": "1"], .standard),
            (["--accessible"], ["ACCESSIBLE": "off"], .accessible), (["--accessible", "--no-accessible"], [:], .standard),
            (["--no-accessible", "--accessible"], [:], .accessible),
        ]
        for (arguments, environment, expected) in cases {
            let options = try CatsOptions.parse(arguments)
            #expect(options.accessibility(environment: environment) == expected, "\(arguments) \(environment)")
        }
    }

    @Test("options before or after a subcommand, or with none, reach the app")
    func optionsAnywhere() async throws {
        for arguments in [
            ["--in-memory", "--snapshot", "--height", "8"], ["run", "--in-memory", "--snapshot", "--height", "8"],
            ["--in-memory", "run", "--snapshot", "--height", "8"],
            ["--in-memory", "--snapshot", "open", "cats://cat/3", "--height", "12"],
        ] {
            let run = try await cats(arguments)
            #expect(run.status == 0, "\(arguments): \(run.errors)")
            #expect(run.output.contains(arguments.contains("open") ? "American Bobtail" : "68 breeds"), "\(arguments)")
        }
        let bad = try await cats("--width", "0", "--in-memory", "--snapshot")
        #expect(bad.status == 64)
        #expect(bad.errors.contains("--width must be 1…1000"), "\(bad.errors)")
    }

    @Test("cats open goes straight to the link's screen")
    func openLink() async throws {
        let run = try await cats("open", "cats://cat/3", "--in-memory", "--snapshot", "--height", "12")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("American Bobtail"))
        #expect(run.output.contains("Origin"))
    }

    @Test(
        "a bad link is a readable error with status 65, before anything is drawn",
        arguments: [
            ("nope://x", "no routes for scheme 'nope'"), ("cats://cat/abc", "no route"), ("cats:/", "malformed"),
            // Issue 24: the route matched, but there is no such breed (the screen used to say
            // "Unable To Load This Cat" and cats exited 0).
            ("cats://cat/999", "cats: cannot open cats://cat/999: there is no breed 999\n"),
            // A sighting the breed does not have, the same way.
            ("cats://cat/3/sighting/999", "cats: cannot open cats://cat/3/sighting/999: breed 3 has no sighting 999\n"),
        ])
    func badLink(_ link: String, _ reason: String) async throws {
        let run = try await cats("open", link, "--in-memory", "--snapshot")
        #expect(run.status == 65)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("cats: cannot open \(link): "), "\(run.errors)")
        #expect(run.errors.contains(reason), "\(run.errors)")
    }

    @Test("a new database is seeded from --data; a bad catalog names the file and exits 1")
    func dataFile() async throws {
        let run = try await cats("--in-memory", "--snapshot", "--height", "8", "--data", "/nonexistent/breeds.json")
        #expect(run.status == 1)
        #expect(
            run.errors
                == "cats: could not start the database: cannot read the cat catalog at /nonexistent/breeds.json: No such file or directory\n"
        )
        let device = try await cats("--in-memory", "--snapshot", "--data", "/dev/zero")
        #expect(device.status == 1)
        #expect(device.errors.contains("/dev/zero: it is a character device, not a regular file"), "\(device.errors)")
    }

    @Test(
        "bad arguments are usage errors (64) whose message names the flag",
        arguments: [
            (["--in-memory", "--database", "/tmp/x.sqlite"], "--in-memory"), (["--server", "ftp://x"], "--server"),
            (["--width", "0"], "--width"), (["--secret", "short", "--in-memory"], "--secret"),
            (["--height", "many"], "--height"), (["--color", "sometimes", "--in-memory"], "--color"),
            (["--theme", "purple", "--in-memory"], "--theme"), (["--theme", "", "--in-memory"], "--theme"),
            // A hostile run: async-http-client trapped on the port (exit 132), the rest exited 1.
            (["--server", "http://127.0.0.1:99999", "--in-memory"], "--server"),
            (["--server", "http://127.0.0.1:99999999999999999999", "--in-memory"], "--server"),
            (["--server", "http://", "--in-memory"], "--server"), (["--server", "http://[::1", "--in-memory"], "--server"),
        ])
    func badArguments(_ arguments: [String], _ flag: String) async throws {
        let run = try await cats(arguments)
        #expect(run.status == 64, "\(run.errors)")
        #expect(run.errors.contains(flag), "\(run.errors)")
    }

    @Test("--theme dark|light runs; a preference naming no theme is reported unless --theme wins")
    func theme() async throws {
        for name in ["dark", "light"] {
            let run = try await cats("--in-memory", "--snapshot", "--height", "8", "--theme", name)
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("68 breeds"), "\(run.output)")
        }
        try await withTemporaryDirectory(prefix: "cats-theme") { directory in
            try Data(#"{"cats.theme": "purple"}"#.utf8).write(to: directory.appendingPathComponent("preferences.json"))
            let database = directory.appendingPathComponent("cats.sqlite").path
            let stored = try await cats(["--database", database, "--snapshot", "--width", "120", "--height", "8"])
            #expect(stored.status == 0, "\(stored.errors)")
            #expect(stored.output.contains("preference 'cats.theme' is \"purple\""), "\(stored.output)")
            #expect(stored.output.contains("showing the dark theme"), "\(stored.output)")
            let flagged = try await cats(["--database", database, "--snapshot", "--width", "120", "--height", "8", "--theme", "light"])
            #expect(flagged.status == 0, "\(flagged.errors)")
            #expect(!flagged.output.contains("preference"), "\(flagged.output)")
        }
    }

    @Test("a database that is not SQLite is named, and nothing is overwritten")
    func corruptDatabase() async throws {
        try await withTemporaryDirectory(prefix: "cats-command") { directory in
            let path = directory.appendingPathComponent("not-sqlite.sqlite").path
            let junk = Data(repeating: 0x41, count: 4096)
            try junk.write(to: URL(fileURLWithPath: path))
            let run = try await cats("--database", path, "--snapshot")
            #expect(run.status == 1)
            #expect(run.errors.hasPrefix("cats: "), "\(run.errors)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == junk)
        }
    }

    @Test("a second cats on the same database says another copy is running, and changes nothing")
    func secondCopy() async throws {
        try await withTemporaryDirectory(prefix: "cats-lock") { directory in
            let path = directory.appendingPathComponent("cats.sqlite").path
            let first = try await CatsServices.open(CatsDataConfiguration(database: .file(path: path), retryInterval: nil))
            try await first.favorites.setFavorite(3, true)
            let run = try await cats("--database", path, "--snapshot")
            #expect(run.status == 1)
            // The service that failed is named; exit status 1, as the help says.
            #expect(
                run.errors.contains("cats: could not start the database: another copy of cats (process \(getpid())) is using \(path)"),
                "\(run.errors)")
            #expect(await first.favorites.storedIDs() == [3])
            await first.close()
            let after = try await cats("--database", path, "--snapshot", "--height", "8")
            #expect(after.status == 0, "\(after.errors)")
            #expect(after.output.contains("1 favorite"), "\(after.output)")
        }
    }
}
