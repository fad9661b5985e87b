import CatsAPI
import Foundation
import TrellisData
import TrellisReactor
import TrellisViews

/// The "Report a sighting" form's logic: TrellisReactor's `FormReactor` of its three
/// fields, the builder that makes a ``CatsAPI/SightingReport`` of them (Facebook's
/// `…Builder`: the report is made, or the error names every missing and invalid field),
/// and saving it through ``CatsSightings``.
///
/// The date starts as today on the injected clock. Submitting checks every field at once:
/// an invalid form names each bad field and sends nothing; a valid one is saved (shown on
/// every screen at once, queued, sent) and pulses `submitted`, which closes the form.
///
/// ```swift
/// let reactor = SightingFormReactor(breedID: 3, sightings: services.sightings, clock: { Date() })
/// reactor.send(.edit(.place, "Lisbon"))
/// reactor.send(.submit)        // saved: `submitted` pulses the sighting
/// ```
public typealias SightingFormReactor = FormReactor<SightingField, Sighting>

/// A field of the "Report a sighting" form.
public enum SightingField: String, CaseIterable, Sendable {
    case place, date, note

    /// The form's fields, in Tab order.
    public static let form: [FormField<SightingField>] = [
        FormField(.place, label: "Place", placeholder: "where: a street, a town"),
        FormField(.date, label: "Date", placeholder: "YYYY-MM-DD"),
        FormField(.note, label: "Note", placeholder: "what you saw (optional)"),
    ]

    /// The field a ``CatsAPI/SightingReport`` check names with `name` (`seen_on` is the date).
    static func named(_ name: String) -> SightingField? { name == "seen_on" ? .date : SightingField(rawValue: name) }
}

extension FormReactor where Field == SightingField, Output == Sighting {
    /// A form for a sighting of `breedID`; its date starts as today on `clock` in `timeZone`,
    /// and the fields of `draft` (a form left unsent, ``SightingDrafts``) as they were left.
    public convenience init(
        breedID: Int64, sightings: any CatsSightings, clock: @escaping @Sendable () -> Date, timeZone: TimeZone = .current,
        draft: [SightingField: String] = [:]
    ) {
        let today: @Sendable () -> String = { Self.day(clock(), in: timeZone) }
        self.init(
            text: [.date: today()].merging(draft) { _, left in left },
            validate: { form in
                do throws(BuildError) {
                    _ = try Self.report(form, today: today())
                    return [:]
                } catch {
                    return Self.problems(error)
                }
            },
            submit: { form in try await sightings.report(try Self.report(form, today: today()), of: breedID) })
    }

    /// The report the form makes, or the error naming each bad field.
    nonisolated static func report(_ form: FormState<SightingField>, today: String) throws(BuildError) -> SightingReport {
        try Builder<SightingReport>().with(\.reportID, UUID().uuidString).with(\.place, form[.place])
            .with(\.seenOn, form[.date]).with(\.note, form[.note]).with(\.reportedOn, today).build()
    }

    /// Each field `error` names, with why: a missing one "is required".
    nonisolated static func problems(_ error: BuildError) -> [SightingField: String] {
        var problems: [SightingField: String] = [:]
        for name in error.missing { if let field = SightingField.named(name) { problems[field] = "is required" } }
        for (name, reason) in error.invalid { if let field = SightingField.named(name) { problems[field] = reason } }
        return problems
    }

    /// `date`'s day in `timeZone`, `YYYY-MM-DD`.
    nonisolated static func day(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
