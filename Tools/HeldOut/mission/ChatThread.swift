import SwiftUI
import UIKit

// MARK: - Models

struct ChatParticipant: Identifiable, Hashable {
    let id: String
    var displayName: String
    var avatarURL: URL?
}

struct ChatMessage: Identifiable, Hashable {
    let id: UUID
    var senderID: String
    var text: String
    var sentAt: Date
    var isRead: Bool
    var reactions: [String: Int]
}

struct ChatConversation: Identifiable, Hashable {
    let id: String
    var title: String
    var participants: [ChatParticipant]
    var lastMessagePreview: String
}

enum ChatAPI {
    static func messages(in conversationID: String) async throws -> [ChatMessage] {
        []
    }

    static func send(_ text: String, attachment: URL?, to conversationID: String, from senderID: String) async throws -> ChatMessage {
        ChatMessage(id: UUID(), senderID: senderID, text: text, sentAt: .now, isRead: true, reactions: [:])
    }

    static func displayName(for participantID: String) async -> String {
        participantID
    }

    static func avatar(at url: URL?) async -> UIImage? {
        nil
    }

    static func attachmentThumbnail(for url: URL) async -> UIImage? {
        nil
    }

    static func recentPhotoURLs() async -> [URL] {
        []
    }
}

@MainActor
final class ChatThreadModel: ObservableObject {
    @Published private(set) var messages: [ChatMessage] = []
    @Published var typingParticipantID: String?
    @Published var isLoading = false
    let conversation: ChatConversation
    let currentUserID: String

    init(conversation: ChatConversation, currentUserID: String) {
        self.conversation = conversation
        self.currentUserID = currentUserID
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        messages = (try? await ChatAPI.messages(in: conversation.id)) ?? []
    }

    func send(_ text: String, attachment: URL?) async {
        guard let message = try? await ChatAPI.send(text, attachment: attachment, to: conversation.id, from: currentUserID) else { return }
        messages.append(message)
    }

    func markRead(_ id: ChatMessage.ID) {
        guard let index = messages.firstIndex(where: { $0.id == id }) else { return }
        messages[index].isRead = true
    }

    func react(_ emoji: String, to id: ChatMessage.ID) {
        guard let index = messages.firstIndex(where: { $0.id == id }) else { return }
        messages[index].reactions[emoji, default: 0] += 1
    }

    /// Called by the socket layer whenever someone in the thread starts or stops typing.
    func participantTyping(_ participantID: String?) {
        typingParticipantID = participantID
    }
}

// MARK: - Conversation list

struct ConversationListView: View {
    let conversations: [ChatConversation]
    let currentUserID: String

    var body: some View {
        NavigationStack {
            List(conversations) { conversation in
                NavigationLink(value: conversation) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(conversation.title).font(.headline)
                        Text(conversation.lastMessagePreview)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                            .lineLimit(1)
                    }
                }
            }
            .navigationTitle("Messages")
            .navigationDestination(for: ChatConversation.self) { conversation in
                ChatThreadView(conversation: conversation, currentUserID: currentUserID)
            }
        }
    }
}

// MARK: - Thread

struct ChatThreadView: View {
    let conversation: ChatConversation
    let currentUserID: String
    @StateObject private var model: ChatThreadModel
    @State private var draft = ""
    @State private var replyingTo: ChatMessage?
    @State private var pendingAttachment: URL?
    @FocusState private var composerFocused: Bool

    init(conversation: ChatConversation, currentUserID: String) {
        self.conversation = conversation
        self.currentUserID = currentUserID
        _model = StateObject(wrappedValue: ChatThreadModel(conversation: conversation, currentUserID: currentUserID))
    }

    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: -8) {
                    ForEach(conversation.participants) { participant in
                        ParticipantAvatar(participant: participant)
                    }
                }
                .padding(.horizontal)
            }
            .frame(height: 44)

            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 6) {
                        ForEach(model.messages) { message in
                            MessageBubble(
                                message: message,
                                isMine: message.senderID == currentUserID,
                                onReply: {
                                    replyingTo = message
                                    composerFocused = true
                                },
                                onReact: { emoji in model.react(emoji, to: message.id) }
                            )
                            .id(message.id)
                        }
                    }
                    .padding()
                }
                .onChange(of: model.messages.count) {
                    if let last = model.messages.last {
                        withAnimation { proxy.scrollTo(last.id, anchor: .bottom) }
                    }
                }
            }

            if let typingID = model.typingParticipantID {
                TypingIndicator(participantID: typingID)
                    .transition(.opacity)
            }

            if let attachment = pendingAttachment {
                AttachmentPreview(url: attachment)
                    .padding(.horizontal)
            }

            RecentPhotosStrip(selection: $pendingAttachment)

            ComposerBar(
                text: $draft,
                replyingTo: $replyingTo,
                focused: $composerFocused,
                canSend: !draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || pendingAttachment != nil,
                model: model,
                attachment: $pendingAttachment
            )
        }
        .navigationTitle(conversation.title)
        .navigationBarTitleDisplayMode(.inline)
        .task {
            await model.load()
        }
        .task {
            // Give the user a moment to actually see the thread before sending read receipts.
            try? await Task.sleep(for: .seconds(1.5))
            for message in model.messages where !message.isRead && message.senderID != currentUserID {
                model.markRead(message.id)
            }
        }
        .onAppear {
            composerFocused = model.messages.isEmpty
        }
    }
}

struct ParticipantAvatar: View {
    let participant: ChatParticipant
    @State private var image: UIImage?

    var body: some View {
        Group {
            if let image {
                Image(uiImage: image).resizable().scaledToFill()
            } else {
                Text(participant.displayName.prefix(1))
                    .font(.caption.bold())
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color.gray.opacity(0.3))
            }
        }
        .frame(width: 32, height: 32)
        .clipShape(Circle())
        .overlay(Circle().stroke(Color(.systemBackground), lineWidth: 2))
        .task {
            image = await ChatAPI.avatar(at: participant.avatarURL)
        }
    }
}

struct MessageBubble: View {
    let message: ChatMessage
    let isMine: Bool
    let onReply: () -> Void
    let onReact: (String) -> Void

    var body: some View {
        VStack(alignment: isMine ? .trailing : .leading, spacing: 2) {
            if isMine {
                Text(message.text)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 18))
                    .foregroundStyle(.white)
            } else {
                Text(message.text)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 18))
            }
            if !message.reactions.isEmpty {
                ReactionBar(reactions: message.reactions, onReact: onReact)
                    .equatable()
            }
            Text(message.sentAt, style: .time)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: isMine ? .trailing : .leading)
        .contextMenu {
            Button("Reply", systemImage: "arrowshape.turn.up.left", action: onReply)
            Button("👍") { onReact("👍") }
            Button("❤️") { onReact("❤️") }
        }
    }
}

struct ReactionBar: View, Equatable {
    let reactions: [String: Int]
    let onReact: (String) -> Void

    static func == (lhs: ReactionBar, rhs: ReactionBar) -> Bool {
        lhs.reactions == rhs.reactions
    }

    var body: some View {
        HStack(spacing: 4) {
            ForEach(reactions.keys.sorted(), id: \.self) { emoji in
                Button("\(emoji) \(reactions[emoji] ?? 0)") { onReact(emoji) }
                    .font(.caption)
                    .buttonStyle(.bordered)
                    .controlSize(.mini)
            }
        }
    }
}

struct TypingIndicator: View {
    let participantID: String
    @State private var name = ""

    var body: some View {
        HStack(spacing: 6) {
            ProgressView()
                .controlSize(.mini)
            Text("\(name) is typing…")
                .font(.caption)
                .foregroundStyle(.secondary)
            Spacer()
        }
        .padding(.horizontal)
        .padding(.vertical, 4)
        .task {
            name = await ChatAPI.displayName(for: participantID)
        }
    }
}

struct AttachmentPreview: View {
    let url: URL
    @State private var thumbnail: UIImage?

    var body: some View {
        HStack {
            Group {
                if let thumbnail {
                    Image(uiImage: thumbnail).resizable().scaledToFill()
                } else {
                    Color.secondary.opacity(0.2)
                }
            }
            .frame(width: 56, height: 56)
            .clipShape(RoundedRectangle(cornerRadius: 8))
            Text(url.lastPathComponent)
                .font(.caption)
                .lineLimit(1)
            Spacer()
        }
        .task {
            thumbnail = await ChatAPI.attachmentThumbnail(for: url)
        }
    }
}

struct RecentPhotosStrip: View {
    @Binding var selection: URL?
    @State private var recent: [URL] = []

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack {
                ForEach(recent, id: \.self) { url in
                    Button {
                        selection = url
                    } label: {
                        Image(systemName: selection == url ? "photo.fill" : "photo")
                            .frame(width: 36, height: 36)
                    }
                }
            }
            .padding(.horizontal)
        }
        .task {
            recent = await ChatAPI.recentPhotoURLs()
        }
    }
}

struct ComposerBar: View {
    @Binding var text: String
    @Binding var replyingTo: ChatMessage?
    var focused: FocusState<Bool>.Binding
    let canSend: Bool
    @ObservedObject var model: ChatThreadModel
    @Binding var attachment: URL?

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if let replyingTo {
                HStack {
                    Text("Replying to \"\(replyingTo.text)\"")
                        .font(.caption)
                        .lineLimit(1)
                    Spacer()
                    Button("Cancel", systemImage: "xmark.circle.fill") { self.replyingTo = nil }
                        .labelStyle(.iconOnly)
                }
                .foregroundStyle(.secondary)
            }
            HStack(alignment: .bottom) {
                if replyingTo != nil {
                    TextField("Message", text: $text, axis: .vertical)
                        .focused(focused)
                        .padding(8)
                        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 18))
                        .overlay(RoundedRectangle(cornerRadius: 18).stroke(Color.accentColor, lineWidth: 1))
                } else {
                    TextField("Message", text: $text, axis: .vertical)
                        .focused(focused)
                        .padding(8)
                        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 18))
                }
                Button {
                    let outgoing = text
                    let outgoingAttachment = attachment
                    text = ""
                    attachment = nil
                    replyingTo = nil
                    Task { await model.send(outgoing, attachment: outgoingAttachment) }
                } label: {
                    Image(systemName: "arrow.up.circle.fill")
                        .font(.title)
                }
                .disabled(!canSend)
            }
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
    }
}
