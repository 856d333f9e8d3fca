import SwiftUI
import OSLog

// MARK: - Models

enum DeliveryStatus: String, CaseIterable, Hashable {
    case placed, preparing, outForDelivery, delivered

    var title: String {
        switch self {
        case .placed: "Order placed"
        case .preparing: "Preparing"
        case .outForDelivery: "On the way"
        case .delivered: "Delivered"
        }
    }
}

struct TrackedOrder: Identifiable, Hashable {
    let id: String
    var restaurantName: String
    var status: DeliveryStatus
    var courierID: String?
    var estimatedArrival: Date
    var items: [String]
}

struct Courier: Hashable {
    let id: String
    var name: String
    var vehicle: String
    var phone: String
}

enum DeliveryAPI {
    static func order(_ id: String) async throws -> TrackedOrder {
        throw URLError(.notConnectedToInternet)
    }

    static func courier(_ id: String) async throws -> Courier {
        Courier(id: id, name: "Sam", vehicle: "Bike", phone: "+1 555 0100")
    }

    static func receipt(for orderID: String) async throws -> [String] {
        []
    }

    static func statusMessage(for status: DeliveryStatus) async -> String {
        status.title
    }
}

@Observable
@MainActor
final class OrderTrackingModel {
    var order: TrackedOrder
    var lastUpdated = Date.now

    init(order: TrackedOrder) {
        self.order = order
    }

    /// Polls the backend while the tracking screen is visible. The courier can be
    /// reassigned and the ETA moves as the order progresses.
    func poll() async {
        while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(15))
            if let updated = try? await DeliveryAPI.order(order.id) {
                order = updated
                lastUpdated = .now
            }
        }
    }
}

// MARK: - Order history

struct OrderHistoryView: View {
    let orders: [TrackedOrder]

    var body: some View {
        NavigationStack {
            List(orders) { order in
                NavigationLink(value: order) {
                    VStack(alignment: .leading) {
                        Text(order.restaurantName).font(.headline)
                        Text(order.status.title).font(.subheadline).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Orders")
            .navigationDestination(for: TrackedOrder.self) { order in
                OrderTrackingView(order: order)
            }
        }
    }
}

// MARK: - Live tracking

struct OrderTrackingView: View {
    @State private var model: OrderTrackingModel
    @State private var now = Date.now
    @State private var reportedItem: String?
    @State private var showsHelp = false
    @Environment(\.openURL) private var openURL
    private let clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    private let logger = Logger(subsystem: "com.example.delivery", category: "tracking")

    init(order: TrackedOrder) {
        _model = State(initialValue: OrderTrackingModel(order: order))
    }

    private var minutesRemaining: Int {
        max(0, Int(model.order.estimatedArrival.timeIntervalSince(now) / 60))
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                StatusBanner(status: model.order.status)

                if model.order.status == .outForDelivery {
                    DeliveryStatusPill(status: model.order.status)
                        .overlay(Capsule().stroke(Color.green, lineWidth: 2).padding(-4))
                } else {
                    DeliveryStatusPill(status: model.order.status)
                }

                Text("Arriving in \(minutesRemaining) min")
                    .font(.title2.bold())
                    .contentTransition(.numericText())
                ArrivalTimeLabel(estimatedArrival: model.order.estimatedArrival)

                if let courierID = model.order.courierID {
                    CourierCard(courierID: courierID, onCall: { phone in
                        if let url = URL(string: "tel:\(phone)") {
                            openURL(url)
                        }
                    })
                }

                Text("Items")
                    .font(.headline)
                ForEach(model.order.items, id: \.self) { item in
                    OrderItemRow(name: item, onReportProblem: { reportedItem = item })
                }

                ReceiptSection(orderID: model.order.id)

                Text("Updated \(model.lastUpdated, style: .relative) ago")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .padding()
        }
        .navigationTitle(model.order.restaurantName)
        .toolbar {
            Button("Help", systemImage: "questionmark.circle") { showsHelp = true }
        }
        .sheet(isPresented: $showsHelp) {
            OrderHelpView(orderID: model.order.id)
        }
        .alert("Report a problem with \(reportedItem ?? "")?", isPresented: Binding(
            get: { reportedItem != nil },
            set: { if !$0 { reportedItem = nil } }
        )) {
            Button("Report", role: .destructive) { reportedItem = nil }
            Button("Cancel", role: .cancel) { reportedItem = nil }
        }
        .onReceive(clock) { now = $0 }
        .task {
            await model.poll()
        }
        .onAppear {
            logger.info("Tracking order \(model.order.id, privacy: .public) status=\(model.order.status.rawValue, privacy: .public)")
        }
    }
}

struct StatusBanner: View {
    let status: DeliveryStatus
    @State private var message = ""

    var body: some View {
        Text(message)
            .font(.subheadline)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .background(.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 10))
            .task(id: status) {
                message = await DeliveryAPI.statusMessage(for: status)
            }
    }
}

struct DeliveryStatusPill: View {
    let status: DeliveryStatus

    var body: some View {
        Label(status.title, systemImage: status == .delivered ? "checkmark.circle.fill" : "bicycle")
            .font(.subheadline.weight(.medium))
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(.green.opacity(0.15), in: Capsule())
    }
}

struct ArrivalTimeLabel: View {
    let estimatedArrival: Date
    @State private var formatted = ""

    var body: some View {
        Text("Estimated arrival \(formatted)")
            .foregroundStyle(.secondary)
            .onAppear {
                formatted = estimatedArrival.formatted(date: .omitted, time: .shortened)
            }
    }
}

struct CourierCard: View {
    let courierID: String
    let onCall: (String) -> Void
    @State private var courier: Courier?

    var body: some View {
        HStack {
            Image(systemName: "person.crop.circle.fill")
                .font(.largeTitle)
                .foregroundStyle(.secondary)
            VStack(alignment: .leading) {
                Text(courier?.name ?? "Finding your courier…")
                    .font(.headline)
                Text(courier?.vehicle ?? "")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if let courier {
                Button("Call", systemImage: "phone.fill") { onCall(courier.phone) }
                    .buttonStyle(.borderedProminent)
            }
        }
        .padding()
        .background(.background.secondary, in: RoundedRectangle(cornerRadius: 12))
        .task {
            courier = try? await DeliveryAPI.courier(courierID)
        }
    }
}

struct OrderItemRow: View {
    let name: String
    let onReportProblem: () -> Void

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Menu {
                Button("Report a problem", systemImage: "exclamationmark.bubble", action: onReportProblem)
            } label: {
                Image(systemName: "ellipsis.circle")
            }
        }
        .padding(.vertical, 4)
    }
}

struct ReceiptSection: View {
    let orderID: String
    @State private var lines: [String] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Receipt")
                .font(.headline)
            ForEach(lines, id: \.self) { line in
                Text(line)
                    .font(.footnote.monospaced())
            }
        }
        .task {
            lines = (try? await DeliveryAPI.receipt(for: orderID)) ?? []
        }
    }
}

// MARK: - Help

struct OrderHelpView: View {
    let orderID: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Text("Something wrong with order \(orderID)?")
                    .font(.headline)
                ContactSupportButton {
                    dismiss()
                }
            }
            .padding()
            .navigationTitle("Help")
        }
    }
}

struct ContactSupportButton: View {
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Label("Contact Support", systemImage: "bubble.left.and.bubble.right")
                .frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
    }
}
