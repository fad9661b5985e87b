import HTTPTypes
import Hummingbird
import TrellisHost

/// The page a ``WebServer`` serves: one HTML document, one stylesheet and one script,
/// all in this module (no build step, nothing from another site). The script
/// (`WebPage+Script.swift`) draws the frames and sends input; see `FrameEncoder` and
/// ``BrowserMessage`` for the two directions of the protocol.
struct WebPage: Sendable {
    static let scriptPath = "/trellis.js"
    static let stylePath = "/trellis.css"
    static let socketPath = "/socket"

    /// The page's title, HTML-escaped.
    let title: String

    init(title: String) {
        self.title = htmlEscaped(title)
    }

    /// The document: the grid, the text area that has the keyboard (an input method's
    /// composition shows in it, at the caret), a status line for the connection, the accessible
    /// mirror (what is focused, and a log of announcements, as live regions a screen
    /// reader reads: the grid itself is only cells; the headings on screen, as headings),
    /// and the assets.
    var html: String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title)</title>
        <link rel="stylesheet" href="\(Self.stylePath)">
        <script src="\(Self.scriptPath)" defer></script>
        </head>
        <body>
        <pre id="screen" role="application" aria-label="\(title)" aria-roledescription="terminal screen"></pre>
        <textarea id="input" aria-label="Keys for \(title)" aria-describedby="focused" rows="1" autocomplete="off" autocorrect="off" autocapitalize="off" spellcheck="false"></textarea>
        <div id="connection" role="status" aria-live="polite" hidden></div>
        <div id="focused" class="mirror" role="status" aria-live="polite" aria-atomic="true" aria-label="Focused"></div>
        <div id="said" class="mirror" role="log" aria-live="polite" aria-label="Announcements"></div>
        <div id="headings" class="mirror" role="region" aria-label="Sections on screen"></div>
        <span id="measure" aria-hidden="true">MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM</span>
        </body>
        </html>

        """
    }

    /// `body` with the headers every asset gets: its type, no caching (a new launch has a
    /// new token), no sniffing, no referrer (the URL holds the token), and a content
    /// security policy that lets the page load only its own script, style and socket.
    static func response(_ body: String, type: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        headers[.contentSecurityPolicy] =
            "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}
