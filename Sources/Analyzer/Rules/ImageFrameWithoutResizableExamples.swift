/// Examples of `image-frame-without-resizable`; they are its tests and its documentation.
enum ImageFrameWithoutResizableExamples {
    static let all: [RuleExample] = [
        .triggering("An avatar from the asset catalog, framed but not resizable: it is drawn at its own size.", """
        struct CommentRow: View {
            let comment: Comment

            var body: some View {
                HStack(alignment: .top, spacing: 12) {
                    Image("avatar-placeholder")
                        .↓frame(width: 40, height: 40)
                        .clipShape(Circle())
                    VStack(alignment: .leading) {
                        Text(comment.author).font(.headline)
                        Text(comment.text)
                    }
                }
            }
        }
        """),
        .fix("`scaledToFill()` with nothing to scale: the fix makes the image resizable first.", before: """
        struct PhotoCell: View {
            let photo: UIImage

            var body: some View {
                Image(uiImage: photo)
                    .↓scaledToFill()
                    .frame(width: 120, height: 120)
                    .clipped()
            }
        }
        """, after: """
        struct PhotoCell: View {
            let photo: UIImage

            var body: some View {
                Image(uiImage: photo)
                    .resizable()
                    .scaledToFill()
                    .frame(width: 120, height: 120)
                    .clipped()
            }
        }
        """),
        .triggering("`renderingMode` does not make an image resizable.", """
        struct BrandHeader: View {
            var body: some View {
                Image("wordmark")
                    .renderingMode(.template)
                    .foregroundStyle(.tint)
                    .↓frame(height: 28)
            }
        }
        """),
        .triggering("An image made by a computed property of the view is followed there.", """
        struct EmptyInbox: View {
            private var illustration: Image { Image("inbox-empty") }

            var body: some View {
                VStack(spacing: 16) {
                    illustration
                        .↓frame(width: 160, height: 160)
                    Text("No messages yet")
                }
            }
        }
        """),
        .nonTriggering("A symbol is sized by its font; a frame on it is a tap target.", """
        struct FavoriteButton: View {
            @Binding var isFavorite: Bool

            var body: some View {
                Button { isFavorite.toggle() } label: {
                    Image(systemName: isFavorite ? "star.fill" : "star")
                        .frame(width: 44, height: 44)
                }
            }
        }
        """),
        .nonTriggering("`resizable()` after `renderingMode`, then the aspect ratio and the frame.", """
        struct HeroImage: View {
            let name: String

            var body: some View {
                Image(name)
                    .renderingMode(.original)
                    .resizable()
                    .scaledToFit()
                    .frame(maxHeight: 220)
            }
        }
        """),
        .nonTriggering("A computed property that already made the image resizable.", """
        struct ProfileBadge: View {
            private var avatar: some View {
                Image("default-avatar")
                    .resizable()
                    .aspectRatio(contentMode: .fill)
            }

            var body: some View {
                avatar
                    .frame(width: 48, height: 48)
                    .clipShape(Circle())
            }
        }
        """),
        .nonTriggering("An `AsyncImage` content closure that resizes; frames on colours and shapes.", """
        struct CoverView: View {
            let url: URL?

            var body: some View {
                AsyncImage(url: url) { image in
                    image.resizable().scaledToFill()
                } placeholder: {
                    Color.secondary.opacity(0.2)
                }
                .frame(width: 96, height: 144)
                .overlay(RoundedRectangle(cornerRadius: 8).stroke(.separator).frame(width: 96, height: 144))
            }
        }
        """),
        .nonTriggering("A frame the image sits in on purpose: the background fills the box around the icon.", """
        struct CloseButton: View {
            let dismiss: () -> Void

            var body: some View {
                Button(action: dismiss) {
                    Image("close")
                        .frame(width: 33, height: 33)
                        .background(.regularMaterial)
                        .clipShape(Circle())
                }
            }
        }
        """),
        .nonTriggering("A custom symbol from the asset catalog is sized by its font, like a system symbol.", """
        struct ZapBadge: View {
            var body: some View {
                Image("zap-bolt")
                    .font(.system(size: 14, weight: .bold))
                    .frame(width: 20, height: 20)
            }
        }
        """),
        .nonTriggering("A flexible frame that only positions the image.", """
        struct SectionDivider: View {
            var body: some View {
                Image("ornament")
                    .frame(maxWidth: .infinity, alignment: .center)
                    .padding(.vertical, 8)
            }
        }
        """),
    ]
}
