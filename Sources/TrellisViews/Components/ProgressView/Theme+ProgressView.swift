extension Theme {
    /// A progress view in the theme's styles: the done part and the band in
    /// `.progressFill`, the rest in `.progressTrack`, the percentage in `.body`.
    ///
    /// ```swift
    /// let download = theme.progressView(progress: 0.4)
    /// ```
    @MainActor
    public func progressView(progress: Double? = nil) -> ProgressView {
        let view = ProgressView(progress: progress)
        view.fillStyle = self[.progressFill]
        view.trackStyle = self[.progressTrack]
        view.percentageStyle = self[.body]
        return view
    }
}
