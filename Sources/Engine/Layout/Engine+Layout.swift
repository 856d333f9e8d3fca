extension Engine {
    /// Lays out the mounted view in a screen of `size`; `nil` when nothing is mounted. The pass
    /// comes back too, with how many views it laid out and how many it did not know.
    public func layout(in size: Size, options: LayoutPass.Options = LayoutPass.Options()) -> (box: LayoutBox, pass: LayoutPass)? {
        guard let mounted else { return nil }
        let pass = LayoutPass(options: options)
        return (pass.layout(mounted, in: size), pass)
    }
}
