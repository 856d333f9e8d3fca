import Testing
@testable import Analyzer

/// `image-frame-without-resizable`: a size asked of an image that keeps its own.
@Suite struct ImageFrameWithoutResizableTests {
    private let rule = ImageFrameWithoutResizableRule.rule

    /// The findings with the asset `name` at a size that fits, then at one that spills; the
    /// other assets at `sizes`.
    private func findings(_ source: String, sizes: [String: ImageSize], setting name: String, to fitting: ImageSize,
                          then spilling: ImageSize) -> (fits: [Finding], spills: [Finding]) {
        (lintSingleFile(source, rules: [rule], assetImageSizes: sizes.merging([name: fitting]) { $1 }),
         lintSingleFile(source, rules: [rule], assetImageSizes: sizes.merging([name: spilling]) { $1 }))
    }

    @Test func aResizableImageIsSizedAFixedOneIsNot() {
        Twins(rule, """
        struct AlbumArt: View {
            let album: Album
            var body: some View {
                Image(album.artworkName)⟪⟫
                    .frame(width: 64, height: 64)
            }
        }
        """, quiet: ".resizable()", loud: "").check(mentioning: ["`Image(album.artworkName)`", "`.frame(width: 64, height: 64)`"])
    }

    @Test func aSymbolIsSizedByItsFont() {
        Twins(rule, """
        struct RatingStar: View {
            var body: some View {
                Image(⟪⟫).frame(width: 24, height: 24)
            }
        }
        """, quiet: "systemName: \"star.fill\"", loud: "\"star-fill\"").check(mentioning: ["is not resizable"])
    }

    /// DreamWorms names its SF Symbols in an enum and makes them through its own `extension
    /// Image` initializer: `Image(.myPosition)` is a symbol the font sizes, not an asset. The
    /// same initializer handing the name to `self.init(_:)` loads an asset image.
    @Test(arguments: [".myPosition", "SymbolLiterals.myPosition"])
    func theModulesOwnImageInitializerDecidesWhatACaseMakes(symbol: String) {
        Twins(rule, """
        enum SymbolLiterals: String {
            case myPosition = "paperplane"
            case search = "magnifyingglass"
        }

        extension Image {
            init(_ symbol: SymbolLiterals) {
                self.init(⟪⟫symbol.rawValue)
            }
        }

        struct LocateButton: View {
            var action: () -> Void = {}
            var body: some View {
                Button(action: action) {
                    Image(\(symbol))
                        .frame(width: 23, height: 20)
                }
            }
        }
        """, quiet: "systemName: ", loud: "").check(mentioning: ["`Image(\(symbol))`"])
    }

    @Test func platformImagesAndDecorativeImagesHaveAnIntrinsicSize() {
        for image in ["Image(nsImage: icon)", "Image(decorative: \"pattern\")", "Image(.launchLogo)"] {
            Twins(rule, """
            struct AppIcon: View {
                let icon: NSImage
                var body: some View {
                    \(image)⟪⟫.aspectRatio(contentMode: .fit)
                }
            }
            """, quiet: ".resizable()", loud: "").check(mentioning: ["has nothing to scale"])
        }
    }

    @Test func aFrameThatOnlyPositionsIsNotASize() {
        Twins(rule, """
        struct Watermark: View {
            var body: some View {
                Image("watermark").frame(⟪⟫, alignment: .trailing)
            }
        }
        """, quiet: "maxWidth: .infinity", loud: "maxHeight: 120").check(mentioning: ["`.frame(maxHeight: 120, alignment: .trailing)`"])
    }

    @Test func aWidthAloneIsTheIconsColumn() {
        Twins(rule, """
        struct SettingRow: View {
            let icon: UIImage
            let title: String
            var body: some View {
                HStack {
                    Image(uiImage: icon).frame(⟪⟫)
                    Text(title)
                }
            }
        }
        """, quiet: "width: 28", loud: "width: 28, height: 28").check(mentioning: ["`Image(uiImage: icon)`"])
    }

    @Test func aLocalOrAMethodIsFollowed() {
        Twins(rule, """
        struct Splash: View {
            var body: some View {
                let logo = Image("logo")⟪⟫
                logo.frame(width: 200, height: 200)
            }
        }
        """, quiet: ".resizable()", loud: ".interpolation(.high)").check(mentioning: ["`Image(\"logo\")`"])
        let finding = Twins(rule, """
        struct Splash: View {
            func mark() -> some View { Image("mark")⟪⟫ }
            var body: some View {
                mark().scaledToFit()
            }
        }
        """, quiet: ".resizable()", loud: "").check(mentioning: ["`.scaledToFit()`"])
        #expect(finding?.notes.map(\.message) == ["the image is made here, without `.resizable()`"])
        #expect(finding?.fix == nil, "the image is not in the chain: no automatic fix")
    }

    @Test func aBoxPaintedBehindTheImageIsMeantToBeLarger() {
        Twins(rule, """
        struct ShareButton: View {
            var body: some View {
                Image("share")
                    .frame(width: 36, height: 36)
                    .⟪⟫(Circle())
            }
        }
        """, quiet: "background", loud: "clipShape").check(mentioning: ["`Image(\"share\")`"])
    }

    @Test func aBoxPaintedThroughAHelperClosureCountsToo() {
        Twins(rule, """
        struct ChooserIcon: View {
            let icon: UIImage
            var body: some View {
                Image(uiImage: icon)
                    .frame(width: 38, height: 38)
                    .modify { view in view.⟪⟫(Color.white.opacity(0.3)) }
            }
        }
        extension View {
            func modify<Content: View>(@ViewBuilder _ transform: (Self) -> Content) -> some View { transform(self) }
        }
        """, quiet: "background", loud: "foregroundStyle").check(mentioning: ["`Image(uiImage: icon)`"])
    }

    @Test func aFontSizedAssetIsASymbol() {
        Twins(rule, """
        struct ReplyIcon: View {
            var body: some View {
                Image("reply")
                    .⟪⟫
                    .frame(width: 24, height: 24)
            }
        }
        """, quiet: "imageScale(.large)", loud: "opacity(0.8)").check(mentioning: ["`.frame(width: 24, height: 24)`"])
    }

    /// A weather screen's city banner: a box at least 180 pt high across the screen, cropped to
    /// it, which the asset is meant to fill — unresizable, it sits in it at its own size or
    /// spills out and is cut. The same minimum with nothing cropping to it is a tap target
    /// or a row's height around an icon.
    @Test func aMinimumFrameTheImageIsCroppedToVersusOneThatOnlyPadsIt() {
        Twins(rule, """
        struct CityBanner: View {
            let city: City
            var body: some View {
                Image(city.backgroundAsset)
                    .renderingMode(.original)
                    .frame(maxWidth: .infinity, minHeight: 180)
                    .⟪⟫
            }
        }
        """, quiet: "accessibilityHidden(true)", loud: "clipped()").check(mentioning: ["`.scaledToFill()`", "minHeight: 180"])
    }

    @Test func oneFindingPerChainAtTheScalingModifier() {
        let findings = lintSingleFile("""
        struct Banner: View {
            var body: some View {
                Image("banner")
                    .frame(width: 320, height: 80)
                    .aspectRatio(contentMode: .fill)
                    .clipped()
            }
        }
        """, rules: [rule])
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("`.aspectRatio(contentMode: .fill)`") == true)
    }

    @Test func theFixKeepsAnInlineChainInline() {
        let source = """
        struct Thumb: View {
            let image: UIImage
            var body: some View { Image(uiImage: image).scaledToFit().frame(width: 80) }
        }
        """
        let findings = lintSingleFile(source, rules: [rule])
        #expect(findings.first?.fix?.map(\.replacement) == [".resizable()"])
    }

    /// From a podcast app's widgets: the 28 pt logo from the asset catalog sits in a 28 pt
    /// slot (`CommonWidgetHelper.iconSize`); the frame only places it. In a 20 pt slot the
    /// logo spills out of it.
    @Test func anAssetThatFitsItsFrameVersusOneLargerThanIt() {
        let source = """
        enum CommonWidgetHelper { static let iconSize: CGFloat = ⟪⟫ }
        struct WidgetHeader: View {
            var body: some View {
                HStack {
                    Text("Up Next")
                    Spacer()
                    Image("logo_red_small")
                        .frame(width: CommonWidgetHelper.iconSize, height: CommonWidgetHelper.iconSize)
                }
            }
        }
        """
        let sizes = ["logo_red_small": ImageSize(width: 28, height: 28)]
        let fits = lintSingleFile(source.replacingOccurrences(of: "⟪⟫", with: "28"), rules: [rule], assetImageSizes: sizes)
        #expect(fits.isEmpty, "\(fits.map(\.message))")
        let spills = lintSingleFile(source.replacingOccurrences(of: "⟪⟫", with: "20"), rules: [rule], assetImageSizes: sizes)
        #expect(spills.count == 1, "\(spills.map(\.message))")
        // Without the asset catalog the size is unknown: reported.
        #expect(lintSingleFile(source.replacingOccurrences(of: "⟪⟫", with: "28"), rules: [rule]).count == 1)
    }

    /// bitkit names a fee row's icon by the speed (`Image(speed.iconName)`, a `switch` of
    /// literals): every icon it can name is 32 pt, as is the frame. One 48 pt icon among them
    /// spills out of the frame.
    @Test func assetsAComputedPropertyNamesThatAllFitVersusOneThatDoesNot() {
        let source = """
        enum Speed {
            case fast, normal, custom
            var iconName: String {
                switch self {
                case .fast: return "speed-fast"
                case .normal: return "speed-normal"
                case .custom: return "gear"
                }
            }
        }
        struct FeeRow: View {
            let speed: Speed
            var body: some View {
                HStack {
                    Image(speed.iconName)
                        .frame(width: 32, height: 32)
                    Text("Fee")
                }
            }
        }
        """
        let sizes = ["speed-fast": ImageSize(width: 32, height: 32), "speed-normal": ImageSize(width: 32, height: 32)]
        let (fits, spills) = findings(source, sizes: sizes, setting: "gear", to: ImageSize(width: 32, height: 32),
                                      then: ImageSize(width: 48, height: 48))
        #expect(fits.isEmpty, "\(fits.map(\.message))")
        #expect(spills.count == 1, "\(spills.map(\.message))")
    }

    /// GOV.UK's topic card names its icon through the card model (`"topic_selected"` or the
    /// topic's own `iconName`, a `switch` over the topics) and applies `.aspectRatio(contentMode:
    /// .fit)` before a 40×40 frame. Every one of those image sets is 40×40: the aspect modifier
    /// and the frame have nothing to change. One topic icon drawn at 64×64 spills past the frame.
    @Test func anAspectBeforeAFrameEveryNamedAssetFitsVersusOneItSpillsFrom() {
        let source = """
        enum Topic {
            case benefits, driving
            var iconName: String {
                switch self {
                case .benefits: return "benefits"
                case .driving: return "driving"
                }
            }
        }
        final class TopicCardModel: ObservableObject {
            let topic: Topic
            @Published var isOn = false
            init(topic: Topic) { self.topic = topic }
            var iconName: String { isOn ? "topic_selected" : topic.iconName }
        }
        struct TopicCard: View {
            @ObservedObject var viewModel: TopicCardModel
            var body: some View {
                HStack(spacing: 16) {
                    Image(viewModel.iconName)
                        .aspectRatio(contentMode: .fit)
                        .frame(width: 40, height: 40)
                    Text("Topic")
                }
                .onTapGesture { viewModel.isOn.toggle() }
            }
        }
        """
        let sizes = ["topic_selected": ImageSize(width: 40, height: 40), "benefits": ImageSize(width: 40, height: 40)]
        let (fits, spills) = findings(source, sizes: sizes, setting: "driving", to: ImageSize(width: 40, height: 40),
                                      then: ImageSize(width: 64, height: 64))
        #expect(fits.isEmpty, "\(fits.map(\.message))")
        #expect(spills.count == 1, "\(spills.map(\.message))")
        #expect(spills.first?.message.contains("`.aspectRatio(contentMode: .fit)`") == true, "\(spills.map(\.message))")
    }

    /// OldOS's mail composer puts a 30×25 pt disclosure button in `.frame(height: 25)`: the
    /// frame gives one side and the image fits it, so the frame only places it. A 30×40 pt
    /// image is taller than that side and drawn past it.
    @Test func aHeightOnlyFrameTheAssetFitsVersusOneItSpillsFrom() {
        let source = """
        struct RecipientField: View {
            @Binding var recipients: String
            var body: some View {
                HStack {
                    TextField("To:", text: $recipients)
                    Image("address_atom_disclosure")
                        .frame(height: 25)
                }
            }
        }
        """
        let fits = lintSingleFile(source, rules: [rule], assetImageSizes: ["address_atom_disclosure": ImageSize(width: 30, height: 25)])
        #expect(fits.isEmpty, "\(fits.map(\.message))")
        let spills = lintSingleFile(source, rules: [rule], assetImageSizes: ["address_atom_disclosure": ImageSize(width: 30, height: 40)])
        #expect(spills.count == 1, "\(spills.map(\.message))")
    }

    /// Rouzzle names its assets by the symbols Xcode generates (`Image(.shop)` for "Shop",
    /// `ImageResource.passTicket` for "pass_ticket"): a 32 pt shop icon in a 48 pt slot is
    /// placed there; a 20 pt one is lost in it.
    @Test func aGeneratedAssetSymbolIsSizedLikeItsName() {
        let source = """
        struct ShopButton: View {
            var body: some View {
                HStack(spacing: 70) {
                    Image(.shop)
                        .frame(width: 48, height: 48)
                    Image(ImageResource.passTicket)
                        .frame(width: 48, height: 48)
                }
            }
        }
        """
        let placed = lintSingleFile(source, rules: [rule], assetImageSizes: ["Shop": ImageSize(width: 32, height: 32),
                                                                             "pass_ticket": ImageSize(width: 40, height: 30)])
        #expect(placed.isEmpty, "\(placed.map(\.message))")
        let lost = lintSingleFile(source, rules: [rule], assetImageSizes: ["Shop": ImageSize(width: 20, height: 20),
                                                                           "pass_ticket": ImageSize(width: 40, height: 30)])
        #expect(lost.map { SourceFile(path: "Test.swift", text: source).location(of: $0.range.start).line } == [5],
                "\(lost.map(\.message))")
        #expect(AssetCatalog.generatedSymbol(ofImageNamed: "icon_arrow-left") == "iconArrowLeft")
        #expect(AssetCatalog.generatedSymbol(ofImageNamed: "HeroImage") == "hero")
    }

    /// DoRunDoRun names its graphics by an enum the module's own `Image` initializer reads
    /// (`init(_ graphic: GraphicStyle) { self.init(graphic.rawValue) }`): `Image(.empty2)` is
    /// the 120 pt image set "graphic_empty_2", exactly its frame; a 52 pt one is lost in it.
    @Test func anAssetNamedByAnEnumTheModulesImageInitializerReadsFitsVersusIsLost() {
        let source = """
        enum GraphicStyle: String {
            case empty1 = "graphic_empty_1"
            case empty2 = "graphic_empty_2"
            case badge
        }
        extension Image {
            init(_ graphic: GraphicStyle) {
                self.init(graphic.rawValue)
            }
        }
        struct NotificationEmptyView: View {
            var body: some View {
                VStack(spacing: 24) {
                    Image(.empty2)
                        .frame(width: 120, height: 120)
                    Image(.badge)
                        .frame(width: 24, height: 24)
                    Text("No notifications yet")
                }
            }
        }
        """
        let sizes = ["graphic_empty_1": ImageSize(width: 52, height: 52), "badge": ImageSize(width: 24, height: 24)]
        let (fits, lost) = findings(source, sizes: sizes, setting: "graphic_empty_2", to: ImageSize(width: 120, height: 120),
                                    then: ImageSize(width: 52, height: 52))
        #expect(fits.isEmpty, "\(fits.map(\.message))")
        #expect(lost.map { SourceFile(path: "Test.swift", text: source).location(of: $0.range.start).line } == [15],
                "\(lost.map(\.message))")
    }

    /// Spawn's welcome screen shows its 131×143 pt logo with `.scaledToFit()` and no frame: a
    /// picture that fits on the narrowest phone shows whole at the size it was drawn, so the
    /// modifier does nothing and `.resizable()` would stretch the logo across the screen. A
    /// remark. A 400 pt wide picture does not fit there: it was meant to scale, a warning.
    @Test(arguments: [(ImageSize(width: 131, height: 143), Severity.info), (ImageSize(width: 400, height: 300), .warning)])
    func aPictureThatFitsThePhoneWithNoFrameShowsAtItsSize(size: ImageSize, expected: Severity) {
        let source = """
        struct WelcomeView: View {
            @State private var animationCompleted = true
            var body: some View {
                VStack {
                    Spacer()
                    Image("SpawnLogo")
                        .scaledToFit()
                        .padding(.bottom, 12)
                    if animationCompleted { Text("Spontaneity made easy.") }
                    Spacer()
                }
            }
        }
        """
        let findings = lintSingleFile(source, rules: [rule], assetImageSizes: ["SpawnLogo": size])
        #expect(findings.map(\.severity) == [expected], "\(findings.map(\.message))")
    }

    /// atlas's flight page ends a row with its 20×24 pt sync icon in a button, written
    /// `.scaledToFit()` and no frame: the icon shows at the size it was drawn for, the modifier
    /// does nothing, and `.resizable()` would blow it up to the row's height. A remark, with no
    /// fix. Where the catalog does not say how large the image is, it may be a picture that
    /// wanted to fit: a warning with the fix, as for a large picture or a framed one.
    @Test func anAspectModifierOnAnIconOfKnownSizeVersusOneOfUnknownSize() {
        let source = """
        struct CrewRow: View {
            let name: String
            let sync: () -> Void
            var body: some View {
                HStack {
                    Text(name)
                    Spacer()
                    Button(action: sync) {
                        Image("icon_sync")
                            .scaledToFit()
                    }
                }
            }
        }
        """
        let known = lintSingleFile(source, rules: [rule], assetImageSizes: ["icon_sync": ImageSize(width: 20, height: 24)])
        #expect(known.map(\.severity) == [.info], "\(known.map(\.message))")
        #expect(known.first?.message.contains("20×24 pt") == true)
        #expect(known.first?.fix == nil)
        let unknown = lintSingleFile(source, rules: [rule])
        #expect(unknown.map(\.severity) == [.warning], "\(unknown.map(\.message))")
        #expect(unknown.first?.fix != nil)
        // A picture larger than a phone screen, or one put in a frame of any kind, was meant to scale.
        let picture = lintSingleFile(source, rules: [rule], assetImageSizes: ["icon_sync": ImageSize(width: 1024, height: 768)])
        #expect(picture.map(\.severity) == [.warning], "\(picture.map(\.message))")
        let framed = lintSingleFile(source.replacingOccurrences(of: ".scaledToFit()", with: ".scaledToFit().frame(maxWidth: .infinity)"),
                                    rules: [rule], assetImageSizes: ["icon_sync": ImageSize(width: 20, height: 24)])
        #expect(framed.map(\.severity) == [.warning], "\(framed.map(\.message))")
    }

    /// klock's exam timer frames `Image("img_watch_background3")`, an image none of its catalogs
    /// or image files has: the app shows nothing there, which matters more than the size, so
    /// the finding is a remark that says so. An image the catalogs have keeps the warning (a
    /// namespaced one is found by its own name).
    @Test func anImageTheAppLacksVersusOneItHas() {
        let source = """
        struct ExamTimerCard: View {
            var body: some View {
                ZStack {
                    Image(⟪⟫)
                        .frame(width: 240, height: 240)
                    Text("25:00")
                }
            }
        }
        """
        let names: Set<String> = ["img_watch_face", "img_watch_hand_hour", "img_watch_background2"]
        let missing = lintSingleFile(source.replacingOccurrences(of: "⟪⟫", with: "\"img_watch_background3\""), rules: [rule],
                                     assetImageNames: names)
        #expect(missing.map(\.severity) == [.info], "\(missing.map(\.message))")
        #expect(missing.first?.message.contains("named \"img_watch_background3\"") == true)
        for present in ["\"img_watch_background2\"", "\"Watch/img_watch_face\""] {
            let found = lintSingleFile(source.replacingOccurrences(of: "⟪⟫", with: present), rules: [rule], assetImageNames: names)
            #expect(found.map(\.severity) == [.warning], "\(present): \(found.map(\.message))")
        }
        // An image from another bundle (a package's) may be there.
        let otherBundle = lintSingleFile(source.replacingOccurrences(of: "⟪⟫", with: "\"img_watch_background3\", bundle: .module"),
                                         rules: [rule], assetImageNames: names)
        #expect(otherBundle.map(\.severity) == [.warning], "\(otherBundle.map(\.message))")
        // No catalog next to the sources: the image may be anywhere.
        #expect(lintSingleFile(source.replacingOccurrences(of: "⟪⟫", with: "\"img_watch_background3\""), rules: [rule])
            .map(\.severity) == [.warning])
    }

    /// An SVG in an asset catalog is sized by its root element's `width` and `height` (user
    /// units or `px`; `pt` is 4/3 of one), else by its `viewBox`; a `stroke-width` is not its
    /// width, and a size in percent gives way to the `viewBox`.
    @Test func anSVGsSizeComesFromItsRootElement() {
        func size(_ svg: String) -> ImageSize? { AssetCatalog.size(ofSVG: Array(svg.utf8)) }
        #expect(size(#"<?xml version="1.0"?><svg width="38" height="23" viewBox="0 0 76 46"></svg>"#) == ImageSize(width: 38, height: 23))
        #expect(size(#"<svg height='24px' width='20px'>"#) == ImageSize(width: 20, height: 24))
        #expect(size(#"<svg width="18pt" height="18pt">"#) == ImageSize(width: 24, height: 24))
        #expect(size(#"<svg stroke-width="2" viewBox="0 0 87 87" width="100%" height="100%">"#) == ImageSize(width: 87, height: 87))
        #expect(size(#"<svg xmlns="http://www.w3.org/2000/svg">"#) == nil)
        #expect(size("%PDF-1.4") == nil)
    }

    /// A truncated PDF in an asset catalog is no size, not a crash.
    /// Xcode's "crushed" PNGs (iOS bundles, and assets copied from them) put a `CgBI` chunk
    /// before `IHDR`: the size is read from `IHDR` wherever it is, not from a fixed offset.
    @Test func aPNGsSizeComesFromItsHeaderChunkAfterACgBIChunk() {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let length = UInt32(data.count)
            return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) } + Array(type.utf8) + data + [0, 0, 0, 0]
        }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let header = chunk("IHDR", [0, 0, 0, 64, 0, 0, 0, 44, 8, 6, 0, 0, 0])
        #expect(AssetCatalog.pixelSize(of: signature + header)! == (64, 44))
        #expect(AssetCatalog.pixelSize(of: signature + chunk("CgBI", [0x50, 0, 0x20, 0x06]) + header)! == (64, 44))
        #expect(AssetCatalog.pixelSize(of: signature + chunk("CgBI", [0x50, 0, 0x20, 0x06])) == nil)
    }

    @Test func aTruncatedPDFHasNoSize() {
        #expect(AssetCatalog.pageSize(ofPDF: Array("%PDF-1.4".utf8)) == nil)
        #expect(AssetCatalog.pageSize(ofPDF: Array("%PDF-1.4 /MediaBox".utf8)) == nil)
        #expect(AssetCatalog.pageSize(ofPDF: Array("%PDF-1.4 /MediaBox [0 0 24 24]".utf8)) == ImageSize(width: 24, height: 24))
    }

    /// Swiftcord's large profile view is named nowhere in the app (only in a comment and a
    /// preview): nothing shows it, so its badge frames are not reported. Shown by the profile
    /// popover, they are. A lone file or a library (no `App` declared) keeps every view.
    @Test func aViewTheAppNeverShowsIsDeadCode() {
        Twins(rule, """
        @main struct ChatApp: App {
            var body: some Scene { WindowGroup { ProfilePopover(name: "Ada") } }
        }
        // LargeUserProfile: the full-height profile (unused since the redesign).
        struct LargeUserProfile: View {
            let name: String
            var body: some View {
                VStack {
                    Image("NitroSubscriber").frame(width: 22, height: 22)
                    Text(name).font(.title)
                }
            }
        }
        struct ProfilePopover: View {
            let name: String
            var body: some View {
                VStack { ⟪⟫ }
            }
        }
        #Preview { LargeUserProfile(name: "Preview") }
        """, quiet: "Text(name)", loud: "LargeUserProfile(name: name)").check(mentioning: ["`Image(\"NitroSubscriber\")`"])
    }

    /// MeetMemento marks its insight views `public` in the app's own folder (no Swift package
    /// around them): `public` there does not make a library's API, and a view only previews
    /// and another such view create is dead code, even where its own body names it
    /// (`InsightTag.lightText`). Shown by the app, its badge frame is reported.
    @Test func aPublicViewOfTheAppNothingShowsIsDeadCode() {
        let template = """
        @main struct JournalApp: App {
            var body: some Scene { WindowGroup { InsightsScreen() } }
        }
        public struct InsightTag: View {
            let text: String
            public init(text: String) { self.text = text }
            public var body: some View {
                HStack {
                    Image("tag_badge").frame(width: 40, height: 40)
                    Text(text).foregroundColor(InsightTag.lightText)
                }
            }
        }
        extension InsightTag {
            static let lightText = Color.white
        }
        public struct TimelineSection: View {
            public var body: some View { InsightTag(text: "Today") }
        }
        struct InsightsScreen: View {
            var body: some View { List { ⟪⟫ } }
        }
        #Preview { TimelineSection() }
        """
        // The app's folder, with no Swift package around it.
        let path = "/viewlint-tests/JournalApp/Insights.swift"
        let quiet = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "Text(\"Insights\")"), path: path, rules: [rule])
        #expect(quiet.isEmpty, "\(quiet.map(\.message))")
        let loud = lintSingleFile(template.replacingOccurrences(of: "⟪⟫", with: "TimelineSection()"), path: path, rules: [rule])
        #expect(loud.count == 1 && loud.first?.message.contains("`Image(\"tag_badge\")`") == true, "\(loud.map(\.message))")
    }

    /// A banking app hosts its SwiftUI screens from a UIKit scene delegate: it is an app all the
    /// same, so a PIN screen only its preview creates is dead code. Pushed from the dashboard,
    /// its logo's frame is reported.
    @Test func aViewAUIKitHostedAppNeverShowsIsDeadCode() {
        Twins(rule, """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                window.rootViewController = UIHostingController(rootView: DashboardView())
                self.window = window
                window.makeKeyAndVisible()
            }
        }
        struct DashboardView: View {
            var body: some View {
                NavigationView { ⟪⟫ }
            }
        }
        struct PinConfirmationView: View {
            var body: some View {
                VStack {
                    Image("logo_mestika").frame(width: 30, height: 30)
                    SecureField("PIN", text: .constant(""))
                }
            }
        }
        #Preview { PinConfirmationView() }
        """, quiet: "Text(\"Dashboard\")", loud: "NavigationLink(\"Change PIN\") { PinConfirmationView() }")
            .check(mentioning: ["`Image(\"logo_mestika\")`"])
    }

    /// score-ios keeps its detailed score view's parts in `extension GameDetailedScoreView`:
    /// the extension names the type but shows nothing, so a view only its preview creates is
    /// still dead code. Created by the home screen, it is shown.
    @Test func anExtensionOfAViewIsNoUseOfIt() {
        Twins(rule, """
        @main struct ScoreApp: App {
            var body: some Scene { WindowGroup { HomeView() } }
        }
        struct HomeView: View {
            var body: some View {
                VStack { ⟪⟫ }
            }
        }
        struct GameDetailedScoreView: View {
            var body: some View {
                VStack { banner }
            }
        }
        extension GameDetailedScoreView {
            private var banner: some View {
                Image("Cornell").frame(width: 72, height: 72)
            }
        }
        #Preview { GameDetailedScoreView() }
        """, quiet: "Text(\"Scores\")", loud: "GameDetailedScoreView()").check(mentioning: ["`Image(\"Cornell\")`"])
    }

    /// PayslipMax's pattern editor lists its patterns in a view of its own, but only the
    /// editor's preview creates the editor: the list is reached from nothing the app shows.
    /// Once the home screen opens the editor, the list's icon is shown.
    @Test func aViewOnlyADeadViewCreatesIsDeadToo() {
        Twins(rule, """
        @main struct PayslipApp: App {
            var body: some Scene { WindowGroup { HomeView() } }
        }
        struct HomeView: View {
            var body: some View {
                NavigationStack { ⟪⟫ }
            }
        }
        struct PatternEditView: View {
            @State private var name = ""
            var body: some View {
                Form {
                    TextField("Name", text: $name)
                    PatternListView()
                }
            }
        }
        struct PatternListView: View {
            var body: some View {
                List {
                    Image("pattern-icon").frame(width: 28, height: 28)
                }
            }
        }
        #Preview { PatternEditView() }
        """, quiet: "Text(\"Payslips\")", loud: "NavigationLink(\"Patterns\") { PatternEditView() }")
            .check(mentioning: ["`Image(\"pattern-icon\")`"])
    }

    /// A view's member that nothing uses never runs (IOS_SWIFTDATA's PDF renderer left
    /// uncalled): what it builds is dead code. Used by the body, it runs.
    @Test func aMemberNothingUsesVersusOneTheBodyShows() {
        Twins(ImageFrameWithoutResizableRule.rule, """
        struct AvatarView: View {
            let imageName: String
            var body: some View {
                VStack {
                    Text("Avatar")
                    ⟪⟫
                }
            }
            private var legacyAvatar: some View {
                Image(imageName)
                    .frame(width: 80, height: 80)
                    .clipShape(Circle())
            }
        }
        """, quiet: "", loud: "legacyAvatar").check(mentioning: ["`Image(imageName)`"])
    }

    /// atlas's tab bar keeps a `destinationSplit(item:)` method nothing calls; the split view
    /// calls the free function of the same name, a bare name outside the tab bar's code, which
    /// cannot be its method. Called by the tab bar's body, its frame is reported.
    @Test func aMethodNamedLikeAFreeFunctionOthersCallVersusOneTheBodyCalls() {
        Twins(ImageFrameWithoutResizableRule.rule, """
        enum Tab { case home, logbook }
        @ViewBuilder func destinationSplit(item: Tab) -> some View {
            Text(item == .home ? "Home" : "Logbook")
        }
        struct OverviewSplitView: View {
            var body: some View { destinationSplit(item: .home) }
        }
        struct BottomTabs: View {
            var body: some View {
                HStack {
                    Text("Tabs")
                    ⟪⟫
                }
            }
            func destinationSplit(item: Tab) -> some View {
                Image("tab_\\(item)")
                    .frame(width: 24, height: 24)
            }
        }
        """, quiet: "", loud: "destinationSplit(item: .home)").check(mentioning: ["`Image("])
    }

    /// branchr's root presents its DJ controls in a sheet whose flag nothing sets to `true` (the
    /// menu that would is created nowhere): the controls never show, so their frames are not
    /// reported. A button that sets the flag presents them.
    @Test func aSheetNothingPresentsVersusOneAButtonPresents() {
        Twins(rule, """
        @main struct RideApp: App {
            var body: some Scene { WindowGroup { RideRoot() } }
        }
        struct RideRoot: View {
            @State private var showDJControls = false
            var body: some View {
                VStack {
                    Text("Ride")
                    ⟪⟫
                }
                .sheet(isPresented: $showDJControls) { DJControlView() }
            }
        }
        struct DJControlView: View {
            var body: some View {
                HStack {
                    Image("Turntable").frame(width: 44, height: 44)
                    Text("DJ")
                }
            }
        }
        """, quiet: "Button(\"Close\") { showDJControls = false }", loud: "Button(\"DJ\") { showDJControls = true }")
            .check(mentioning: ["`Image(\"Turntable\")`"])
    }

    /// tenex's split-view detail is built under `if let projectID = selectedProjectID`, a
    /// `@State` that starts `nil` and that no code sets: the detail never shows, so its frames
    /// are not reported. A sidebar list bound to the selection opens it.
    @Test func aDetailNoSelectionOpensVersusOneTheSidebarOpens() {
        Twins(rule, """
        @main struct ChatApp: App {
            var body: some Scene { WindowGroup { NavigationShell() } }
        }
        struct NavigationShell: View {
            @State private var selectedProjectID: String?
            let projects = ["Inbox", "Work"]
            var body: some View {
                NavigationSplitView {
                    ⟪⟫
                } detail: {
                    if let projectID = selectedProjectID {
                        ProjectDetail(projectID: projectID)
                    } else {
                        Text("Select a project")
                    }
                }
            }
        }
        struct ProjectDetail: View {
            let projectID: String
            var body: some View {
                HStack {
                    Image("ProjectIcon").frame(width: 44, height: 44)
                    Text(projectID)
                }
            }
        }
        """, quiet: "List(projects, id: \\.self) { Text($0) }", loud: "List(projects, id: \\.self, selection: $selectedProjectID) { Text($0) }")
            .check(mentioning: ["`Image(\"ProjectIcon\")`"])
    }
}
