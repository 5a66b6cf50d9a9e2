import ViewModels

extension TweetCorpus {
    /// What every fourth tweet says: the day as people live it (devices and apps, weekdays, weather,
    /// news and politics, games, commuting, meals, work), each template about as likely as another.
    ///
    /// Rules:
    /// - Draws only from `generator`, the everyday tweets' own, so the other tweets are the same
    ///   with or without them.
    /// - Words come from `EverydayWords`, places from `CatalogWords.places` (cities alone where
    ///   people live and work); see `EverydayWords` for the words left out.
    static func everydayStatus(generator: inout SplitMix64) -> String {
        let place = generator.pickFavouringFirst(CatalogWords.places)
        let city = generator.pickFavouringFirst(EverydayWords.cities)
        let device = generator.pick(EverydayWords.devices)
        let weekday = generator.pick(EverydayWords.weekdays)
        let day = generator.pick(EverydayWords.days)
        let sport = generator.pick(EverydayWords.teamSports)
        let transport = generator.pick(EverydayWords.transport)
        let (meal, dishes) = generator.pick(EverydayWords.meals)
        let number = generator.next(below: 6)
        switch generator.next(below: 45) {
        case 0: return "My \(device) battery is at \(1 + 2 * number)% and it's not even noon"
        case 1: return "New \(device) day! Spending the whole evening setting up my apps"
        case 2:
            let when = generator.pick(EverydayWords.whens)
            return "The wifi \(generator.pick(EverydayWords.wifiPlaces)) is painfully slow \(when)"
        case 3: return "Is anyone else's \(device) stuck on the latest update?"
        case 4: return "Forgot my \(generator.pick(EverydayWords.chargers)) at home. \(weekday) is off to a great start"
        case 5: return "Which \(generator.pick(EverydayWords.apps)) do you all use? Mine keeps crashing"
        case 6: return "Can't believe it's only \(weekday)"
        case 7:
            let when = generator.pick(["Weekend", "Saturday", "Sunday"])
            return "\(when) plans: \(generator.pick(EverydayWords.plans)) and absolutely no emails"
        case 8: return "\(weekday) again. Coffee first, everything else later"
        case 9: return generator.pick(EverydayWords.weekendLines)
        case 10: return "Is it Friday yet? \(generator.pick(EverydayWords.sighs))"
        case 11: return "Storm warning for \(place) tonight, stay safe everyone"
        case 12: return "This heat is unreal: \(33 + number) degrees and it's only \(9 + number / 2) am"
        case 13: return "Sunny \(day) at last. Lunch in the park, anyone?"
        case 14: return "The forecast said a sunny \(day) and I'm soaked. Never trusting the weather app again"
        case 15:
            let month = generator.pick(EverydayWords.months)
            return "What is this weather? \(generator.pick(EverydayWords.unseasonable)) in \(month)"
        case 16:
            let destination = generator.pick(EverydayWords.destinations)
            return "Forgot my umbrella and of course it starts to rain on the way to \(destination)"
        case 17: return "Reading the news over \(generator.pick(EverydayWords.drinks))"
        case 18: return "Election day in \(city)! Polls are open until \(7 + number / 2), go vote"
        case 19:
            let pollingPlace = generator.pick(EverydayWords.pollingPlaces)
            return "Just voted! The line at the \(pollingPlace) took \(5 + 5 * number) minutes"
        case 20: return "Who else is watching the debate \(generator.pick(EverydayWords.audiences))? Snacks ready"
        case 21: return "Breaking news: \(generator.pick(EverydayWords.smallNews))"
        case 22: return "No politics at \(meal) this \(day), those are the rules"
        case 23: return "Election results coming in from \(city), nobody in this house is going to sleep"
        case 24: return "What a \(sport) game! \(generator.pick(EverydayWords.results))"
        case 25: return "\(sport.capitalisedFirst) practice after work, then pizza"
        case 26: return "Who's coming to the \(sport) game this \(day)?"
        case 27: return "Our team finally won! \(city) is going to be loud tonight"
        case 28: return "Running late, the \(transport) is \(generator.pick(EverydayWords.hitches)) again"
        case 29: return "Stuck in traffic on the way to \(generator.pick(EverydayWords.destinations))"
        case 30: return "Flight to \(place) delayed \(2 + number / 2) hours. Hello, airport food"
        case 31: return "Boarding my flight to \(place), see you on the other side"
        case 32: return "Missed the \(transport) by ten seconds. Classic \(weekday)"
        case 33: return "My commute took \(40 + 10 * number) minutes today. I could have walked"
        case 34: return "\(meal.capitalisedFirst) today: \(generator.pick(dishes)), and it was perfect"
        case 35: return "Taco Tuesday in \(city)! Who's in?"
        case 36: return "Skipped breakfast and it's only \(9 + number / 2) am. Already thinking about lunch"
        case 37: return "Cooking \(generator.pick(EverydayWords.dinners)) for dinner tonight, wish me luck"
        case 38: return "Another meeting that could have been an email. That's \(2 + number) today"
        case 39: return "Deadline \(generator.pick(EverydayWords.deadlines)), coffee number \(3 + number)"
        case 40: return "My boss just booked a meeting for \(generator.pick(EverydayWords.meetingSlots))"
        case 41: return "Working from home today, my \(generator.pick(EverydayWords.coworkers)) is the new coworker"
        case 42: return "First day at the new office in \(city), wish me luck"
        case 43: return "\(3 + number) meetings today and not one of them needed me"
        default:
            let absence = generator.pick(EverydayWords.absences)
            return "Back at the office after \(absence). \(100 * (2 + number)) unread emails"
        }
    }
}
