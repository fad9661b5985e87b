import GalleryKit
import Testing
import Trellis
import TrellisTerminalTesting

/// The router and the container on the router screen: what a typed URL routes to, what
/// Enter resolves in which scope, and every way a URL can be wrong, as a typed error.
@MainActor
@Suite struct RouterPageTests {
    @Test("a typed URL shows its route and typed parameters as it is typed; Enter resolves its service")
    func counter() {
        let (pilot, shell) = runGallery(.router)
        pilot.type("gallery://counter/42")
        #expect(pilot.shows("Route: route counter (gallery://counter/<int:start>) · start = 42 (int)"), "\(pilot.text)")
        pilot.press(.enter)
        #expect(pilot.shows("Resolved: CounterService #1 [app]"), "\(pilot.text)")
        pilot.press(.enter)
        #expect(pilot.shows("Resolved: CounterService #1 [app]"), "an app-scoped service is made once")
        pilot.stop(keeping: shell)
    }

    @Test("a transient service is new on each resolve; a session one until F2 ends the session")
    func scopes() {
        let (pilot, shell) = runGallery(.router)
        pilot.type("gallery://search?q=cats")
        #expect(pilot.shows("?q = cats"), "\(pilot.text)")
        pilot.press(.enter)
        pilot.press(.enter)
        #expect(pilot.shows("SearchEngine #2 [transient]"), "\(pilot.text)")
        pilot.press(.character("u"), modifiers: .control)
        pilot.type("gallery://user/ada")
        pilot.press(.enter)
        pilot.press(.enter)
        #expect(pilot.shows("UserProfile #1 [session]"), "\(pilot.text)")
        pilot.press(.function(2))
        pilot.press(.enter)
        #expect(pilot.shows("UserProfile #2 [session]"), "\(pilot.text)")
        pilot.stop(keeping: shell)
    }

    @Test(
        "a bad URL shows the router's or the container's typed error",
        arguments: [
            ("nope://x", "RouteError: no routes for scheme 'nope'"), ("gallery://counter/many", "RouteError: no route matches"),
            ("not a url", "RouteError: malformed URL"), ("gallery://search", "RouteError: no route matches"),
        ])
    func badURL(_ url: String, _ error: String) {
        let (pilot, shell) = runGallery(.router)
        pilot.type(url)
        #expect(pilot.shows(error), "\(pilot.text)")
        pilot.press(.enter)
        #expect(pilot.shows("nothing to resolve"))
        pilot.stop(keeping: shell)
    }

    @Test("a route whose screen does not exist, or whose service nobody registered, resolves to a typed error")
    func resolutionErrors() {
        let (pilot, shell) = runGallery(.router)
        pilot.type("gallery://screen/nope")
        pilot.press(.enter)
        #expect(pilot.shows("GalleryError: no screen named 'nope'"), "\(pilot.text)")
        pilot.press(.character("u"), modifiers: .control)
        pilot.type("gallery://report/6ba7b810-9dad-11d1-80b4-00c04fd430c8")
        pilot.press(.enter)
        #expect(pilot.shows("ResolutionError: no registration for ReportPrinter"), "\(pilot.text)")
        pilot.stop(keeping: shell)
    }

    @Test("↓ puts the examples in the field; q typed there is text, not quit")
    func examplesAndLetters() {
        let (pilot, shell) = runGallery(.router)
        pilot.press(.down)
        #expect(pilot.shows("URL: gallery://counter/42") && pilot.shows("start = 42"), "\(pilot.text)")
        pilot.type("q")
        #expect(pilot.shows("URL: gallery://counter/42q"), "\(pilot.text)")
        #expect(shell.topScreen?.kind == .router)
        pilot.stop(keeping: shell)
    }
}
