import CatsAPI
import Foundation
import TrellisReactor
import TrellisShell
import TrellisViews

/// The "Report a sighting" screen, pushed from the detail's Sightings segment (`n`): the
/// place, the date (today) and a note; Enter reports, Esc goes back. A report that saved
/// closes the screen ("Reported a sighting at …"), and the sighting is already in the
/// Sightings list behind it. A form left unsent is kept in the session's ``SightingDrafts``
/// and opens again as it was left.
///
/// ```swift
/// navigator.push(SightingFormScreen(breedID: 3, breedName: "Korat", context: context))
/// ```
@MainActor
public final class SightingFormScreen: FormScreen<SightingFormReactor, SightingField> {
    /// The form's reactor.
    public let formReactor: SightingFormReactor
    let context: CatsContext
    let breedID: Int64
    /// Whether the report was saved: then there is no draft to keep.
    private var isSaved = false

    /// A form for a sighting of `breedID`; the date starts as today on `clock`.
    public init(
        breedID: Int64, breedName: String, context: CatsContext, clock: @escaping @Sendable () -> Date = { Date() },
        timeZone: TimeZone = .current
    ) {
        self.context = context
        self.breedID = breedID
        let reactor = SightingFormReactor(
            breedID: breedID, sightings: context.services.sightings, clock: clock, timeZone: timeZone,
            draft: context.sightingDrafts.draft(for: breedID) ?? [:])
        formReactor = reactor
        super.init(
            title: "Report a sighting", reactor: reactor, state: \.form, edit: { .edit($0, $1) }, submit: .submit,
            makeView: { SightingFormView(theme: context.theme, breedName: breedName) })
    }

    public override func bind(_ reactor: SightingFormReactor, in bag: BindingBag) {
        reactor.pulse(\.$submitted) { [weak self] sighting in
            guard let self, let sighting else { return }
            isSaved = true
            context.sightingDrafts.discard(for: breedID)
            context.status.show("Reported a sighting at \(sighting.place)")
            _ = navigator?.pop()
        }.store(in: bag)
    }

    /// Leaving unsent (Esc, a link opened over the form) keeps what was typed as the
    /// breed's draft; an untouched form keeps none.
    public override func viewWillDisappear() {
        super.viewWillDisappear()
        guard !isSaved else { return }
        context.sightingDrafts.keep(formReactor.currentState.form.text, for: breedID)
    }
}
