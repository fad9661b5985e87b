import Foundation
import HTTPTypes
import HummingbirdTesting
import HummingbirdWSClient
import NIOCore
import NIOWebSocket
import Synchronization
import Testing
import TrellisHost
import TrellisTestSupport

@testable import TrellisWeb

/// The server over real sockets on loopback: the page and its assets, who may connect,
/// a tab's app answering input with frames, sessions kept across a reload, and every
/// refusal closing only the tab that broke the rule.
@MainActor
@Suite(.timeLimit(.minutes(2))) struct WebServerTests {
    @Test func thePageNeedsTheTokenAndNothingButTheAppsAssetsIsServed() async throws {
        var configuration = WebServerConfiguration(host: "127.0.0.1", port: 0, token: testToken(), title: "Cats & <Dogs>")
        configuration.maximumSessions = 2
        let server = WebServer(configuration, logger: quietWebLogger) { _ in WebTab(app: WebApp(root: SocketScreen())) }
        try await server.makeApplication().test(.router) { client in
            let cookie = "\(testToken().cookieName)=test-token-0123456789"
            try await client.execute(uri: "/?token=test-token-0123456789", method: .get) { response in
                #expect(response.status == .seeOther, "the token moves into a cookie")
                #expect(response.headers[.location] == "./")
                #expect(response.headers[.setCookie] == "\(cookie); Path=/; HttpOnly; SameSite=Strict")
                #expect(response.headers[.cacheControl] == "no-store")
            }
            try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie]) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
                #expect(response.headers[.cacheControl] == "no-store")
                let html = String(buffer: response.body)
                #expect(html.contains("<title>Cats &amp; &lt;Dogs&gt;</title>"))
                #expect(html.contains(#"<script src="/trellis.js" defer>"#))
            }
            for uri in ["/", "/?token=", "/?token=test-token-012345678", "/?token=test-token-01234567890", "/?token=TEST-TOKEN-0123456789"]
            {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .forbidden, "\(uri)")
                }
            }
            try await client.execute(uri: "/trellis.js", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
                #expect(String(buffer: response.body).contains("new WebSocket"))
            }
            try await client.execute(uri: "/trellis.css", method: .get) { response in
                #expect(response.headers[.contentType] == "text/css; charset=utf-8")
            }
            for uri in ["/etc/passwd", "/../Package.swift", "/trellis.js/../x", "/index.html", "/socket?token=test-token-0123456789"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status != .ok, "\(uri)")
                }
            }
        }
    }

    @Test func framesGoAsBinaryMessagesByDefaultAndTheHelloAsText() async throws {
        let binaries = Mutex<[[UInt8]]>([])
        try await withWebServer(testWebConfiguration { $0.frameEncoding = .binary }) { port, _ in
            try await connectTab(port: port) { messages, outbound in
                guard case .text(let hello) = try await messages.next() else { throw SocketTestError.unexpected("no hello") }
                #expect(hello.hasPrefix(#"{"t":"hello""#))
                guard case .binary(let first) = try await messages.next() else { throw SocketTestError.unexpected("no frame") }
                try await outbound.write(.text(keyMessage("m")))
                guard case .binary(let typed) = try await messages.next() else { throw SocketTestError.unexpected("no frame") }
                binaries.withLock { $0 = [Array(buffer: first), Array(buffer: typed)] }
                try await outbound.close(.normalClosure, reason: nil)
            }
        }
        let frames = binaries.withLock { $0 }
        try #require(frames.count == 2)
        #expect(Array(frames[0].prefix(3)) == [1, 30, 3], "the first frame clears a grid of 30 × 3")
        #expect(frames[0].count < 60, "\(frames[0])")
        // The typed "m": a run at row 1, column 0 in style 0, one byte long, then the caret at (1, 1).
        #expect(frames[1].firstRange(of: [5, 1, 0, 0, 1, UInt8(ascii: "m"), 7, 1, 1]) != nil, "\(frames[1])")
    }

    /// No timer runs for a tab (its interval is an hour here): a change made off input,
    /// as data that arrives, wakes the tab and reaches the page.
    @Test func aChangeMadeOffInputReachesThePageWithNoTimerRunning() async throws {
        let log = ScreenLog()
        let configuration = testWebConfiguration { $0.frameInterval = .seconds(3600) }
        let server = WebServer(configuration, logger: quietWebLogger) { request in
            let screen = SocketScreen()
            log.screens.append(screen)
            return WebTab(app: WebApp(root: screen, size: request.size))
        }
        try await withWebServer(server) { port in
            try await connectTab(port: port) { messages, outbound in
                _ = try await messages.next(containing: #""t":"frame""#)
                await MainActor.run { log.screens.first?.title.text = "Dogs" }
                let changed = try await messages.next(containing: "Dog")  // the "s" was there
                #expect(changed != nil)
                try await outbound.close(.normalClosure, reason: nil)
            }
        }
    }

    @Test func aTabGetsItsSessionAndTheScreenAndKeysAreAnsweredWithTheChangedCells() async throws {
        let log = TabLog()
        try await withWebServer(log: log) { port, _ in
            let reading = Mutex(SocketReading())
            try await connectTab(port: port) { messages, outbound in
                let hello = try await messages.nextText()
                let first = try await messages.next(containing: #""t":"frame""#)
                try await outbound.write(.text(keyMessage("m")))
                try await outbound.write(.text(keyMessage("a")))
                // Both keys may come back in one frame ("ma") when they arrive together.
                let typed = try await messages.next(containing: #""cursor":[2,1]"#)
                reading.withLock {
                    $0.hello = hello
                    $0.frames = [first, typed].compactMap { $0 }
                }
                try await outbound.close(.normalClosure, reason: nil)
            }
            let result = reading.withLock { $0 }
            #expect(result.hello?.contains(#""resumed":false"#) == true)
            #expect(result.hello?.contains(#""limits":{"cols":500,"rows":200"#) == true)
            #expect(result.session?.count == 32)
            #expect(result.frames.first?.contains(#""clear":true"#) == true)
            #expect(result.frames.first?.contains(#""Cats""#) == true)
            // Typing sends the field's changed cells only, and the caret moved on.
            let typed = try #require(result.frames.last)
            #expect(typed.contains(#""clear":false"#))
            #expect(typed.contains(#"a",0]"#))
            #expect(!typed.contains("Cats"))
            #expect(typed.contains(#""cursor":[2,1]"#))
        }
        #expect(log.made == 1)
    }

    @Test func aSocketWithoutTheTokenOrFromAnotherOriginGetsNoApp() async throws {
        let log = TabLog()
        try await withWebServer(testWebConfiguration { $0.extraOrigins = [] }, log: log) { port, _ in
            // The client's own Origin (ws://127.0.0.1) is not the page's (http://127.0.0.1:port).
            await #expect(throws: (any Error).self) { try await connectTab(port: port) { _, _ in } }
        }
        try await withWebServer(log: log) { port, _ in
            await #expect(throws: (any Error).self) { try await connectTab(port: port, token: "wrong-token-0123456789") { _, _ in } }
            await #expect(throws: (any Error).self) { try await connectTab(port: port, token: "") { _, _ in } }
            // Two Origin headers: which one the browser meant cannot be known.
            await #expect(throws: (any Error).self) {
                try await connectTab(port: port, headers: [.origin: "http://127.0.0.1:\(port)"]) { _, _ in }
            }
        }
        #expect(log.made == 0)
    }

    /// DNS rebinding: a page on evil.example whose name now points at this server sends
    /// `Host: evil.example` and its own origin, which match each other. The host name is
    /// refused before the token is looked at, for the page and for the socket.
    @Test func aRequestForAnotherHostNameIsRefusedEvenWithTheToken() async throws {
        let log = TabLog()
        try await withWebServer(testWebConfiguration { $0.extraOrigins = [] }, log: log) { port, _ in
            let page = try await rawExchange(
                port: port,
                sending: Array("GET /?token=test-token-0123456789 HTTP/1.1\r\nHost: evil.example:\(port)\r\nConnection: close\r\n\r\n".utf8)
            )
            #expect(statusCode(of: page) == 403)
            #expect(String(decoding: page, as: UTF8.self).contains("host name"))
            let upgrade =
                "GET /socket?token=test-token-0123456789 HTTP/1.1\r\nHost: evil.example:\(port)\r\n"
                + "Origin: http://evil.example:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
            let socket = try await rawExchange(port: port, sending: Array(upgrade.utf8))
            #expect(statusCode(of: socket) == 403, "\(String(decoding: socket, as: UTF8.self))")
            let localhost = try await rawExchange(
                port: port,
                sending: Array("GET /?token=test-token-0123456789 HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n\r\n".utf8))
            #expect(statusCode(of: localhost) == 303, "the token is right: it moves into a cookie")
        }
        #expect(log.made == 0)
    }

    @Test func aBadMessageClosesThatTabWithTheReasonAndTheOtherTabGoesOn() async throws {
        try await withWebServer { port, server in
            let otherSawKey = Mutex(false)
            let proceed = AsyncStream.makeStream(of: Void.self)
            let closedFirst = AsyncStream.makeStream(of: Void.self)
            async let other: WebSocketCloseFrame? = connectTab(port: port) { messages, outbound in
                _ = try await messages.next(containing: #""t":"frame""#)
                proceed.continuation.yield()
                for await _ in closedFirst.stream { break }
                try await outbound.write(.text(keyMessage("z")))
                let answer = try await messages.next(containing: #""z""#)
                otherSawKey.withLock { $0 = answer != nil }
                try await outbound.close(.normalClosure, reason: nil)
            }
            for await _ in proceed.stream { break }
            let close = try await connectTab(port: port) { messages, outbound in
                _ = try await messages.next(containing: #""t":"frame""#)
                try await outbound.write(.text(#"{"t":"resize","cols":0,"rows":5}"#))
                try await messages.drain()
            }
            closedFirst.continuation.yield()
            _ = try await other
            #expect(close?.closeCode == .policyViolation)
            #expect(close?.reason?.contains(#""cols" is 0"#) == true)
            #expect(otherSawKey.withLock { $0 })
            #expect(await server.sessionCount == 2)  // the refused tab's app waits for a reload
        }
    }

    @Test func floodingTheSocketClosesItAndBinaryOrOversizedMessagesAreRefused() async throws {
        let flooded = testWebConfiguration {
            $0.messageBurst = 20
            $0.messagesPerSecond = 1
        }
        try await withWebServer(flooded) { port, _ in
            let flood = try await connectTab(port: port) { messages, outbound in
                _ = try await messages.next(containing: #""t":"frame""#)
                for _ in 0..<40 { try await outbound.write(.text(#"{"t":"focus","in":true}"#)) }
                try await messages.drain()
            }
            #expect(flood?.closeCode == .policyViolation)
            #expect(flood?.reason?.contains("too many messages") == true)
        }
        // A composed text costs a message per character it types: three texts of 10
        // characters are 30 keys, past a burst of 20, though only three messages.
        try await withWebServer(flooded) { port, _ in
            let texts = try await connectTab(port: port) { messages, outbound in
                _ = try await messages.next(containing: #""t":"frame""#)
                for _ in 0..<4 { try await outbound.write(.text(#"{"t":"text","text":"日本語のテキストです"}"#)) }
                try await messages.drain()
            }
            #expect(texts?.closeCode == .policyViolation)
            #expect(texts?.reason?.contains("too many messages") == true)
        }
        try await withWebServer { port, _ in
            let binary = try await connectTab(port: port) { messages, outbound in
                _ = try await messages.next(containing: #""t":"frame""#)
                try await outbound.write(.binary(ByteBuffer(bytes: [1, 2, 3])))
                try await messages.drain()
            }
            #expect(binary?.closeCode == .unacceptableData)
            let big = try await connectTab(port: port) { messages, outbound in
                _ = try await messages.next(containing: #""t":"frame""#)
                try await outbound.write(.text(#"{"t":"paste","text":""# + String(repeating: "x", count: 70_000) + #""}"#))
                try await messages.drain()
            }
            #expect(big?.closeCode == .messageTooLarge)
        }
    }

    @Test func sessionsAreCappedAndAClosedTabsPlaceIsFreeOnceItsGracePeriodEnds() async throws {
        let log = TabLog()
        let oneSession = testWebConfiguration {
            $0.maximumSessions = 1
            $0.reloadGrace = .zero
        }
        try await withWebServer(oneSession, log: log) { port, server in
            let opened = AsyncStream.makeStream(of: Void.self)
            let refusedSecond = AsyncStream.makeStream(of: Void.self)
            async let first: WebSocketCloseFrame? = connectTab(port: port) { messages, outbound in
                _ = try await messages.next(containing: #""t":"frame""#)
                opened.continuation.yield()
                for await _ in refusedSecond.stream { break }
                try await outbound.close(.normalClosure, reason: nil)
            }
            for await _ in opened.stream { break }
            // By hand: the refusal comes with the upgrade's answer (see closeFrameOfARawTab).
            let refusal = try await closeFrameOfARawTab(port: port)
            #expect(refusal?.code == 1008)  // policy violation
            #expect(refusal?.reason == "All 1 sessions are in use; close a tab and reload.")
            refusedSecond.continuation.yield()
            _ = try await first
            // With no grace, the closed tab's session ends and its place is free.
            #expect(await eventually { await server.sessionCount == 0 })
            try await connectTab(port: port) { messages, outbound in
                _ = try await messages.next(containing: #""t":"frame""#)
                try await outbound.close(.normalClosure, reason: nil)
            }
        }
        #expect(log.made == 2)
        #expect(log.closed == 2)
    }

    /// A closed tab held its place for the whole 10 s grace. The page says `leave` on
    /// `pagehide`; at the cap, the next tab takes that place at once. A tab that left
    /// without saying so keeps its place through the grace.
    @Test func aTabThatSaidItWasLeavingGivesItsPlaceToTheNextAtOnce() async throws {
        let log = TabLog()
        let oneSession = testWebConfiguration {
            $0.maximumSessions = 1
            $0.reloadGrace = .seconds(600)
        }
        try await withWebServer(oneSession, log: log) { port, server in
            // Left without a word (the network went): the place stays taken.
            _ = try await connectTab(port: port) { messages, outbound in
                _ = try await messages.next(containing: #""t":"frame""#)
                try await outbound.close(.normalClosure, reason: nil)
            }
            #expect(await eventually { await server.sessions.entries.values.allSatisfy { $0.connection == nil } })
            #expect(try await closeFrameOfARawTab(port: port)?.code == 1008)
        }
        try await withWebServer(oneSession, log: log) { port, server in
            _ = try await connectTab(port: port) { messages, outbound in
                _ = try await messages.next(containing: #""t":"frame""#)
                try await outbound.write(.text(#"{"t":"leave"}"#))
                try await outbound.close(.goingAway, reason: nil)
            }
            #expect(await eventually { await server.sessions.entries.values.allSatisfy { $0.connection == nil } })
            try await connectTab(port: port) { messages, outbound in
                _ = try await messages.next(containing: #""t":"frame""#)
                try await outbound.close(.normalClosure, reason: nil)
            }
        }
        #expect(log.made == 3)
    }

    @Test func aReloadWithinTheGracePeriodResumesTheSameAppWithTheWholeScreen() async throws {
        let log = TabLog()
        try await withWebServer(log: log) { port, _ in
            let session = Mutex<String?>(nil)
            try await connectTab(port: port) { messages, outbound in
                let hello = try await messages.nextText()
                session.withLock { $0 = SocketReading(hello: hello).session }
                _ = try await messages.next(containing: #""t":"frame""#)
                try await outbound.write(.text(keyMessage("k")))
                _ = try await messages.next(containing: #""cursor":[1,1]"#)
                try await outbound.close(.goingAway, reason: nil)
            }
            let id = try #require(session.withLock { $0 })
            let reading = Mutex(SocketReading())
            try await connectTab(port: port, session: id, columns: 40, rows: 4) { messages, outbound in
                let hello = try await messages.nextText()
                let frame = try await messages.next(containing: #""t":"frame""#)
                reading.withLock {
                    $0.hello = hello
                    $0.frames = [frame ?? ""]
                }
                try await outbound.close(.goingAway, reason: nil)
            }
            let resumed = reading.withLock { $0 }
            #expect(resumed.hello?.contains(#""resumed":true"#) == true)
            #expect(resumed.session == id)
            // The reloaded page knows nothing: every style and cell again, at its new size.
            let frame = try #require(resumed.frames.first)
            #expect(frame.contains(#""cols":40,"rows":4,"clear":true"#))
            #expect(frame.contains(#""k""#))
            #expect(frame.contains(#""Cats""#))
            // An id nobody has (or a made-up one) gets a new session.
            let fresh = Mutex(SocketReading())
            try await connectTab(port: port, session: "0123456789abcdef0123456789abcdef") { messages, outbound in
                let hello = try await messages.nextText()
                fresh.withLock { $0.hello = hello }
                try await outbound.close(.goingAway, reason: nil)
            }
            #expect(fresh.withLock { $0.hello?.contains(#""resumed":false"#) } == true)
            #expect(fresh.withLock { $0.session } != id)
        }
        #expect(log.made == 2)
    }

    @Test func aSecondSocketForASessionInUseGetsItsOwnSession() async throws {
        // A duplicated browser tab copies sessionStorage: it must not take over the first tab.
        try await withWebServer { port, server in
            let first = AsyncStream.makeStream(of: String?.self)
            let done = AsyncStream.makeStream(of: Void.self)
            async let original: WebSocketCloseFrame? = connectTab(port: port) { messages, outbound in
                first.continuation.yield(SocketReading(hello: try await messages.nextText()).session)
                for await _ in done.stream { break }
                try await outbound.close(.normalClosure, reason: nil)
            }
            var id: String?
            for await session in first.stream {
                id = session
                break
            }
            let duplicate = Mutex(SocketReading())
            try await connectTab(port: port, session: id) { messages, outbound in
                let hello = try await messages.nextText()
                duplicate.withLock { $0.hello = hello }
                try await outbound.close(.normalClosure, reason: nil)
            }
            done.continuation.yield()
            _ = try await original
            #expect(duplicate.withLock { $0.session } != id)
            #expect(duplicate.withLock { $0.hello?.contains(#""resumed":false"#) } == true)
            #expect(await server.sessionCount == 2)
        }
    }

    @Test func whenTheAppQuitsTheSocketClosesNormallyAndTheSessionEnds() async throws {
        let log = TabLog()
        try await withWebServer(log: log) { port, server in
            let close = try await connectTab(port: port) { messages, outbound in
                _ = try await messages.next(containing: #""t":"frame""#)
                try await outbound.write(.text(keyMessage("c", ctrl: true)))
                try await messages.drain()
            }
            #expect(close?.closeCode == .normalClosure)
            #expect(close?.reason == "The app ended.")
            #expect(await eventually { await server.sessionCount == 0 })
        }
        #expect(log.closed == 1)
    }

    /// The socket fuzzer's seeds: three fixed ones, and `TRELLIS_WEB_FUZZ_SEED` when set
    /// (`.ci/run` sets a new one each run and prints it, so a failure can be replayed).
    nonisolated static let fuzzSeeds: [UInt64] =
        [1, 2, 3] + (ProcessInfo.processInfo.environment["TRELLIS_WEB_FUZZ_SEED"].flatMap(UInt64.init).map { [$0] } ?? [])

    /// Seeded, bounded: mangled and random messages over a real socket never crash the
    /// host, each refused one closes only its own socket, and a tab beside them still works.
    @Test(arguments: WebServerTests.fuzzSeeds)
    func fuzzedMessagesNeverCrashTheHostOrTouchAnotherTab(seed: UInt64) async throws {
        let roomy = testWebConfiguration {
            $0.maximumSessions = 64
            $0.reloadGrace = .zero
        }
        try await withWebServer(roomy) { port, server in
            var generator = SeededGenerator(seed: seed)
            var scripts: [[String]] = []
            for _ in 0..<12 { scripts.append((0..<8).map { _ in fuzzedMessage(using: &generator) }) }
            for (index, script) in scripts.enumerated() {
                let close = try await connectTab(port: port) { messages, outbound in
                    _ = try await messages.next(containing: #""t":"frame""#)
                    for message in script { try? await outbound.write(.text(message)) }
                    try? await outbound.close(.normalClosure, reason: nil)
                    try? await messages.drain()
                }
                if let code = close?.closeCode, code != .normalClosure {
                    #expect([.policyViolation, .messageTooLarge].contains(code), "seed \(seed), script \(index): \(script)")
                }
            }
            // The host still serves a new tab, and answers its keys.
            let answered = Mutex(false)
            try await connectTab(port: port) { messages, outbound in
                _ = try await messages.next(containing: #""t":"frame""#)
                try await outbound.write(.text(keyMessage("q")))
                let frame = try await messages.next(containing: #""q""#)
                answered.withLock { $0 = frame != nil }
                try await outbound.close(.normalClosure, reason: nil)
            }
            #expect(answered.withLock { $0 }, "seed \(seed)")
            #expect(await eventually { await server.sessionCount == 0 }, "seed \(seed)")
        }
    }
}

/// One message for the socket fuzzer: a valid one, a valid one with a field mangled, or bytes.
func fuzzedMessage(using generator: inout SeededGenerator) -> String {
    let valid = [
        #"{"t":"key","key":"ArrowDown"}"#, #"{"t":"key","key":"a","ctrl":false}"#, #"{"t":"paste","text":"Maine Coon"}"#,
        #"{"t":"mouse","kind":"press","button":0,"x":3,"y":1}"#, #"{"t":"mouse","kind":"wheel","delta":2,"x":1,"y":1}"#,
        #"{"t":"resize","cols":50,"rows":9}"#, #"{"t":"focus","in":false}"#, #"{"t":"text","text":"日本é"}"#,
    ]
    let junk = [
        "-1", "1e999", "99999999999999999999", "null", "\"\"", "[]", "{}", "true", "\"\\u0000\"", "\"Dead\"", "\"F13\"", "\"🐈‍⬛\"",
    ]
    var message = valid[Int.random(in: 0..<valid.count, using: &generator)]
    switch Int.random(in: 0..<4, using: &generator) {
    case 0:
        return message
    case 1:
        // Replace one value with junk.
        if let colon = message.indices.filter({ message[$0] == ":" }).randomElement(using: &generator) {
            let after = message.index(after: colon)
            let end = message[after...].firstIndex(where: { $0 == "," || $0 == "}" }) ?? message.endIndex
            message.replaceSubrange(after..<end, with: junk[Int.random(in: 0..<junk.count, using: &generator)])
        }
        return message
    case 2:
        // Cut it short.
        return String(message.prefix(Int.random(in: 0..<message.count, using: &generator)))
    default:
        let count = Int.random(in: 0..<64, using: &generator)
        let scalars = (0..<count).compactMap { _ in Unicode.Scalar(UInt32.random(in: 0..<0x2FF, using: &generator)) }
        return String(String.UnicodeScalarView(scalars))
    }
}
