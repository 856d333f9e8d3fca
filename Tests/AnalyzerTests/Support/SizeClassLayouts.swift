/// A music app's root that picks its layout by a size class: tab navigation when it is
/// compact, a sidebar otherwise. `⟪⟫` stands for the size class the root reads (a twin
/// swaps `horizontalSizeClass` for `verticalSizeClass`).
enum SizeClassLayouts {
    /// The root, with tabs showing `screen` (`SearchView()`).
    static func root(tabsShowing screen: String) -> String {
        """
        struct Tabs: View {
            var body: some View {
                TabView { NavigationStack { \(screen) }.tabItem { Text("Library") } }
            }
        }
        struct Sidebar: View {
            var body: some View {
                NavigationSplitView { Text("Library") } detail: { Text("Albums") }
            }
        }
        struct ContentView: View {
            @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
            @Environment(\\.verticalSizeClass) private var verticalSizeClass
            var body: some View {
                if ⟪⟫ == .compact {
                    Tabs()
                } else {
                    Sidebar()
                }
            }
        }

        """
    }
}
