import Foundation
import Testing
import TrellisTestSupport

/// The `trellis-gallery` executable run as a person would, with output to pipes (so it
/// prints a snapshot): every screen's frame, and its exit status for bad arguments.
@Suite("trellis-gallery command line", .timeLimit(.minutes(1)))
struct GalleryCommandTests {
    typealias Run = ExecutableRun

    /// Runs the `trellis-gallery` binary built next to the test bundle.
    func gallery(_ arguments: String...) async throws -> Run { try await gallery(arguments) }

    /// Runs it with `arguments`.
    func gallery(_ arguments: [String]) async throws -> Run { try await BuiltExecutable.run("trellis-gallery", arguments) }

    @Test(
        "--snapshot --screen prints that screen's frame and exits 0",
        arguments: [
            ("home", "Router and container"), ("lists", "Fruits · 4 rows"), ("constraints", "A 10×3"), ("table", "Ada Lovelace"),
            ("reactor", "State: count = 0"), ("router", "Container (3 registrations)"), ("fields", "Bound values"),
            ("form", "Nothing sent yet."),
        ])
    func snapshot(_ screen: String, _ text: String) async throws {
        let run = try await gallery("--snapshot", "--screen", screen)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains(text), "\(run.output)")
        #expect(run.output.split(separator: "\n", omittingEmptySubsequences: false).count >= 24)
    }

    @Test("--width and --height size the snapshot")
    func size() async throws {
        let run = try await gallery("--snapshot", "--width", "100", "--height", "10")
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 10, "\(run.output)")
    }

    @Test("an unknown --screen is a usage error (64) naming it and the screens")
    func unknownScreen() async throws {
        let run = try await gallery("--snapshot", "--screen", "nope")
        #expect(run.status == 64, "\(run.errors)")
        #expect(run.errors.contains("no screen named 'nope'"), "\(run.errors)")
        #expect(run.errors.contains("lists, constraints, table, reactor, router, fields"), "\(run.errors)")
        #expect(run.output.isEmpty)
    }

    @Test(
        "bad sizes are usage errors (64) naming the flag",
        arguments: [["--width", "0"], ["--height", "2"], ["--width", "1001"], ["--height", "many"], ["--width", "-5"]])
    func badSizes(_ arguments: [String]) async throws {
        let run = try await gallery(["--snapshot"] + arguments)
        #expect(run.status == 64, "\(run.errors)")
        #expect(run.errors.contains(arguments[0]), "\(run.errors)")
    }

    /// A keymap file holding `text`, in a fresh temporary directory removed after `body`.
    func withKeymapFile<T>(_ text: String, _ body: (String) async throws -> T) async throws -> T {
        try await withTemporaryDirectory(prefix: "gallery-keymap") { directory in
            let file = directory.appendingPathComponent("keys.toml")
            try text.write(to: file, atomically: true, encoding: .utf8)
            return try await body(file.path)
        }
    }

    @Test("--keymap rebinds a screen's key: its hint says the new one")
    func keymapRebindsAScreensKey() async throws {
        try await withKeymapFile("[gallery.reactor]\nincrease = [\"i\"]\n") { file in
            let run = try await gallery("--snapshot", "--screen", "reactor", "--keymap", file)
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("i increase"), "\(run.output)")
            #expect(!run.output.contains("+ increase"), "\(run.output)")
        }
    }

    @Test("a bad --keymap is a usage error (64) naming the line or the command")
    func badKeymap() async throws {
        for (text, reason) in [("[gallery]\nquit = ctrl+q\n", "line 2"), ("[gallery.table]\nfly = [\"f\"]\n", "no command \"fly\"")] {
            try await withKeymapFile(text) { file in
                let run = try await gallery("--snapshot", "--keymap", file)
                #expect(run.status == 64, "\(run.errors)")
                #expect(run.errors.contains(reason), "\(run.errors)")
            }
        }
    }

    @Test("--help names the screens and the keys")
    func help() async throws {
        let run = try await gallery("--help")
        #expect(run.status == 0)
        for text in ["--screen", "--snapshot", "constraints", "Esc or Backspace"] { #expect(run.output.contains(text), "\(run.output)") }
    }
}
