import SwiftUI
import MapKit

// MARK: - Model

struct Stop: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var arrival: Date
    var departure: Date
    var latitude: Double
    var longitude: Double

    var coordinate: CLLocationCoordinate2D { .init(latitude: latitude, longitude: longitude) }
}

@Observable
final class Trip: Identifiable {
    let id = UUID()
    var name: String
    var stops: [Stop]
    var coverImage: UIImage?
    var packingList: [String] = ["Passport", "Charger", "Adapter"]

    init(name: String, stops: [Stop] = []) {
        self.name = name
        self.stops = stops
    }
}

enum TripWeatherService {
    static func summary(at coordinate: CLLocationCoordinate2D) async -> String {
        try? await Task.sleep(for: .milliseconds(200))
        return "18° and cloudy"
    }
}

// MARK: - Views

struct TripOverview: View {
    @Bindable var trip: Trip
    @State private var selectedStop: Stop?
    @State private var mapResetToken = 0
    @State private var isEditing = false

    var body: some View {
        List {
            Section {
                if let cover = trip.coverImage {
                    Image(uiImage: cover)
                        .resizable()
                        .aspectRatio(contentMode: .fill)
                        .frame(height: 180)
                        .clipped()
                } else {
                    Color.teal.opacity(0.3)
                        .frame(height: 180)
                        .overlay {
                            Image(systemName: "airplane")
                                .font(.largeTitle)
                                .frame(width: 60, height: 60)
                        }
                }
                TextField("Trip name", text: $trip.name)
                    .font(.title2.bold())
            }

            Section("Route") {
                Map(initialPosition: .automatic) {
                    ForEach(trip.stops) { stop in
                        Marker(stop.name, coordinate: stop.coordinate)
                    }
                }
                .frame(height: 200)
                .id(mapResetToken)
                Button("Recenter map") { mapResetToken += 1 }
            }

            Section("Stops") {
                ForEach(Array(trip.stops.enumerated()), id: \.element.id) { index, stop in
                    Button {
                        selectedStop = stop
                    } label: {
                        StopRow(number: index + 1, stop: stop, isSelected: stop.id == selectedStop?.id)
                    }
                }
                .onMove { trip.stops.move(fromOffsets: $0, toOffset: $1) }
                .onDelete { trip.stops.remove(atOffsets: $0) }
            }

            if let stop = selectedStop {
                Section("Selected stop") {
                    StopDetailView(stop: stop)
                }
            }

            Section("Packing") {
                ForEach(trip.packingList, id: \.self) { item in
                    Label(item, systemImage: "checkmark.square")
                }
            }
        }
        .navigationTitle(trip.name)
        .environment(\.editMode, .constant(isEditing ? .active : .inactive))
        .toolbar {
            Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
        }
    }
}

struct StopRow: View {
    let number: Int
    let stop: Stop
    let isSelected: Bool

    var body: some View {
        HStack {
            Text("\(number)")
                .font(.caption.bold())
                .frame(width: 24, height: 24)
                .background(isSelected ? Color.accentColor : Color.secondary.opacity(0.2), in: Circle())
            VStack(alignment: .leading) {
                Text(stop.name)
                Text(stop.arrival..<stop.departure, format: .interval.day().month(.abbreviated))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct StopDetailView: View {
    let stop: Stop
    @State private var weather: String?

    var body: some View {
        let intervalFormatter = DateIntervalFormatter()
        intervalFormatter.dateStyle = .medium
        intervalFormatter.timeStyle = .none

        return VStack(alignment: .leading, spacing: 6) {
            Text(stop.name).font(.headline)
            Text(intervalFormatter.string(from: stop.arrival, to: stop.departure))
                .foregroundStyle(.secondary)
            Label(weather ?? "Loading forecast…", systemImage: "cloud.sun")
        }
        .task {
            weather = await TripWeatherService.summary(at: stop.coordinate)
        }
    }
}

struct TripDatesEditor: View {
    @Bindable var trip: Trip
    @State private var departure: Date
    @State private var nights: Int

    init(trip: Trip, initialDeparture: Date) {
        self.trip = trip
        _departure = State(initialValue: initialDeparture)
        _nights = State(initialValue: 3)
    }

    var body: some View {
        Form {
            DatePicker("Leave on", selection: $departure, displayedComponents: .date)
            Stepper("\(nights) nights", value: $nights, in: 1...60)
            Button("Apply to first stop") {
                guard !trip.stops.isEmpty else { return }
                trip.stops[0].arrival = departure
                trip.stops[0].departure = Calendar.current.date(byAdding: .day, value: nights, to: departure) ?? departure
            }
        }
    }
}

#Preview {
    NavigationStack {
        TripOverview(trip: Trip(name: "Lisbon", stops: [
            Stop(name: "Alfama", arrival: .now, departure: .now.addingTimeInterval(86_400), latitude: 38.71, longitude: -9.13),
        ]))
    }
}
