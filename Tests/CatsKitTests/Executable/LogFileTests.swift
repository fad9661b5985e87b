import Foundation
import Logging
import Testing
import TrellisTestSupport

@testable import cats

/// The log file interactive cats writes the full errors to (the status line says them in
/// plain words): where it is, what a line says, and a path that cannot be opened.
@Suite("cats log file")
struct LogFileTests {
    @Test func aLineSaysTheLevelTheLabelTheMessageAndItsMetadataAndLinesAppend() throws {
        try withTemporaryDirectory(prefix: "cats-log") { directory in
            let path = directory.appendingPathComponent("cats.log").path
            let file = try LogFile(path: path)
            var logger = Logger(label: "cats.network") { FileLogHandler(file: file, label: $0, logLevel: .warning) }
            logger[metadataKey: "server"] = "127.0.0.1:18041"
            logger.info("not written: below the level")
            logger.warning("POST /session failed: connection reset (errno: 111)")
            logger.error("second")
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            #expect(lines.count == 2, "\(lines)")
            #expect(
                lines.first?.hasSuffix(" warning cats.network: POST /session failed: connection reset (errno: 111) server=127.0.0.1:18041")
                    == true, "\(lines)")
            #expect(lines.last?.contains(" error cats.network: second") == true)
            let again = try LogFile(path: path)
            again.append("third")
            #expect(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count == 3, "a second open appends")
        }
    }

    @Test func aPathThatCannotBeOpenedIsATypedErrorNamingItAndWhy() {
        #expect {
            _ = try LogFile(path: "/nonexistent-cats-dir/cats.log")
        } throws: { error in
            let described = "\(error)"
            return described.contains("/nonexistent-cats-dir/cats.log") && described.contains("No such file")
        }
    }

    @Test func theDefaultLogIsBesideTheDatabaseAndThereIsNoneInMemory() throws {
        try withTemporaryDirectory(prefix: "cats-log") { directory in
            let database = directory.appendingPathComponent("cats.sqlite").path
            let beside = try CatsOptions.parse(["--database", database]).openLog()
            #expect(beside.0?.path == directory.appendingPathComponent("cats.log").path && beside.problem == nil)
            let inMemory = try CatsOptions.parse(["--in-memory"]).openLog()
            #expect(inMemory.0 == nil && inMemory.problem == nil)
            let named = try CatsOptions.parse(["--in-memory", "--log", directory.appendingPathComponent("x.log").path]).openLog()
            #expect(named.0 != nil, "--log writes a log even in memory")
            let unopenable = try CatsOptions.parse(["--database", "/nonexistent-cats-dir/cats.sqlite"]).openLog()
            #expect(unopenable.0 == nil && unopenable.problem?.path == "/nonexistent-cats-dir/cats.log")
        }
    }
}
