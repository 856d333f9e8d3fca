// Fixture: a SwiftData-backed inbox with search, refresh and editing.
// Theme: `.searchable` (with scopes), `.refreshable`, `.onChange(of:)` in its one- and
// two-parameter forms with and without `initial:`, `.task(id:)`, swipe actions,
// context menus, `@Query`, `@Model` and `@Bindable`.

import SwiftData
import SwiftUI
import UserNotifications

@Model
final class Message {
    @Attribute(.unique) var remoteID: String
    var subject: String
    var body: String
    var sender: String
    var receivedAt: Date
    var isRead: Bool
    var isFlagged: Bool
    @Relationship(deleteRule: .cascade, inverse: \Attachment.message) var attachments: [Attachment] = []

    init(remoteID: String, subject: String, body: String, sender: String, receivedAt: Date = .now) {
        self.remoteID = remoteID
        self.subject = subject
        self.body = body
        self.sender = sender
        self.receivedAt = receivedAt
        self.isRead = false
        self.isFlagged = false
    }
}

@Model
final class Attachment {
    var fileName: String
    var byteCount: Int
    var message: Message?

    init(fileName: String, byteCount: Int) {
        self.fileName = fileName
        self.byteCount = byteCount
    }
}

enum InboxScope: String, CaseIterable, Identifiable {
    case all = "All", unread = "Unread", flagged = "Flagged"
    var id: Self { self }
}

struct InboxView: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \Message.receivedAt, order: .reverse) private var messages: [Message]
    @Query(filter: #Predicate<Message> { !$0.isRead }) private var unread: [Message]

    @State private var searchText = ""
    @State private var scope: InboxScope = .all
    @State private var selection: Set<Message.ID> = []
    @State private var lastSync: Date?
    @State private var syncError: String?
    @AppStorage("inbox.autoMarkRead") private var autoMarkRead = true

    private var filtered: [Message] {
        messages.filter { message in
            let matchesScope = switch scope {
            case .all: true
            case .unread: !message.isRead
            case .flagged: message.isFlagged
            }
            guard matchesScope else { return false }
            return searchText.isEmpty
                || message.subject.localizedStandardContains(searchText)
                || message.sender.localizedStandardContains(searchText)
        }
    }

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                if let syncError {
                    Label(syncError, systemImage: "exclamationmark.icloud")
                        .foregroundStyle(.orange)
                }
                ForEach(filtered) { message in
                    NavigationLink(value: message) {
                        MessageRow(message: message)
                    }
                    .swipeActions(edge: .leading, allowsFullSwipe: true) {
                        Button {
                            message.isRead.toggle()
                        } label: {
                            Label(message.isRead ? "Unread" : "Read", systemImage: "envelope.badge")
                        }
                        .tint(.blue)
                    }
                    .swipeActions(edge: .trailing) {
                        Button(role: .destructive) {
                            context.delete(message)
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                        Button {
                            message.isFlagged.toggle()
                        } label: {
                            Label("Flag", systemImage: "flag")
                        }
                        .tint(.orange)
                    }
                    .contextMenu {
                        Button("Copy subject", systemImage: "doc.on.doc") {
                            UIPasteboard.general.string = message.subject
                        }
                    } preview: {
                        MessageDetail(message: message)
                            .frame(width: 320, height: 400)
                    }
                }
                .onDelete { offsets in
                    for index in offsets { context.delete(filtered[index]) }
                }
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: Message.self) { message in
                MessageDetail(message: message)
            }
            .searchable(text: $searchText, placement: .navigationBarDrawer(displayMode: .always), prompt: Text("Search mail"))
            .searchScopes($scope) {
                ForEach(InboxScope.allCases) { scope in
                    Text(scope.rawValue).tag(scope)
                }
            }
            .searchSuggestions {
                ForEach(Array(Set(messages.map(\.sender))).sorted().prefix(5), id: \.self) { sender in
                    Text(sender).searchCompletion(sender)
                }
            }
            .refreshable {
                await sync()
            }
            .task(id: scope) {
                await sync()
            }
            .onChange(of: searchText) {
                selection.removeAll()
            }
            .onChange(of: scope, initial: true) { oldScope, newScope in
                if oldScope != newScope { selection.removeAll() }
            }
            .onChange(of: unread.count, initial: false) { _, count in
                Task { try? await UNUserNotificationCenter.current().setBadgeCount(count) }
            }
            .onChange(of: lastSync) { newValue in
                print("synced at", newValue as Any)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { EditButton() }
                ToolbarItem(placement: .status) {
                    if let lastSync {
                        Text("Updated \(lastSync, style: .relative) ago").font(.caption)
                    }
                }
            }
        }
    }

    private func sync() async {
        do {
            try await Task.sleep(for: .milliseconds(600))
            lastSync = .now
            syncError = nil
        } catch is CancellationError {
            return
        } catch {
            syncError = error.localizedDescription
        }
    }
}

struct MessageRow: View {
    let message: Message

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                Text(message.sender).font(.headline)
                Spacer()
                Text(message.receivedAt, format: .dateTime.hour().minute())
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Text(message.subject).lineLimit(1)
        }
        .fontWeight(message.isRead ? .regular : .semibold)
        .overlay(alignment: .leading) {
            if message.isFlagged {
                Rectangle().fill(.orange).frame(width: 3).offset(x: -12)
            }
        }
    }
}

struct MessageDetail: View {
    @Bindable var message: Message
    @AppStorage("inbox.autoMarkRead") private var autoMarkRead = true

    var body: some View {
        Form {
            TextField("Subject", text: $message.subject)
            Toggle("Flagged", isOn: $message.isFlagged)
            Section("Body") {
                Text(message.body)
            }
            if !message.attachments.isEmpty {
                Section("Attachments") {
                    ForEach(message.attachments) { attachment in
                        LabeledContent(attachment.fileName) {
                            Text(Int64(attachment.byteCount), format: .byteCount(style: .file))
                        }
                    }
                }
            }
        }
        .task(id: message.persistentModelID) {
            if autoMarkRead { message.isRead = true }
        }
    }
}

#Preview {
    InboxView()
        .modelContainer(for: [Message.self, Attachment.self], inMemory: true)
}
