#!/usr/bin/env python3
"""Writes index.json: three apps (Mail, Notes, Recipes) whose entities are indexed, for the
search-quality test of spoken references (references.jsonl) and for `phrasebook search`.

Every subject, body, note and recipe below was written for this corpus. The dates count back
from 2026-11-24 so that "my last message" has one newest answer. Run: python3 make-index.py
"""
import json

# sender, subject, body, read?  (newest first; one message every 7 hours)
MESSAGES = [
    ("Frank Miller", "Lunch on Friday?", "Want to grab lunch at the noodle place on Friday? Around noon works for me.", False),
    ("Alice Chen", "Quarterly budget review", "Attached is the draft budget for next quarter. Please review the travel line.", False),
    ("Mom", "Thanksgiving dinner", "Can you bring the pumpkin pie and the folding chairs this year?", False),
    ("Bob Ortiz", "Soccer practice moved", "Practice is moved to Thursday at six because the field is being repaired.", True),
    ("Frank Miller", "Budget numbers for the offsite", "Here are the numbers for the offsite venue and catering.", True),
    ("Priya Patel", "Flight itinerary", "Your flight to Denver leaves at 7:40 on Monday morning, gate B12.", True),
    ("Dana Lee", "Book club pick", "This month we are reading The Left Hand of Darkness. Meeting on the 3rd.", True),
    ("Sam Wilson", "Lunch next week", "Are you free for lunch next Tuesday? I found a new taco truck.", True),
    ("Grace Kim", "Dentist appointment reminder", "Reminder: your dentist appointment is on Wednesday at 3 pm.", True),
    ("Omar Haddad", "Apartment lease renewal", "The lease renewal forms are due by the end of the month.", True),
    ("Lena Fischer", "Photos from the hike", "I uploaded the photos from our hike at Eagle Peak to the shared album.", True),
    ("Frank Miller", "Camping trip gear list", "Tent, two sleeping bags, the camp stove and plenty of coffee.", True),
    ("Alice Chen", "Design review slides", "The slides for Thursday's design review are in the team folder.", True),
    ("Bob Ortiz", "Borrowing your ladder", "Could I borrow your ladder this weekend to clean the gutters?", True),
    ("Mom", "Grandma's birthday", "Don't forget to call grandma on Sunday, she turns ninety.", True),
    ("Priya Patel", "Hotel confirmation", "Your room at the Riverside Hotel is confirmed for three nights.", True),
    ("Dana Lee", "Garden club meeting", "The garden club meets Saturday to plan the spring tulip beds.", True),
    ("Sam Wilson", "Fantasy football trade", "I'll trade you my running back for your kicker and a draft pick.", True),
    ("Grace Kim", "Piano recital tickets", "I got two tickets for the piano recital on the 12th.", True),
    ("Omar Haddad", "Plumber visit", "The plumber comes Tuesday morning to fix the kitchen sink.", True),
    ("Frank Miller", "Lunch meeting with the new client", "The client wants to meet over lunch downtown on Wednesday.", True),
    ("Lena Fischer", "Recipe for the lemon cake", "Here is the lemon cake recipe you asked about at the party.", True),
    ("Alice Chen", "Hiring plan", "We can open two engineering roles in January if the budget allows.", True),
    ("Bob Ortiz", "Car pool schedule", "I'll drive on Mondays and Wednesdays, you take Tuesdays and Thursdays.", True),
    ("Mom", "Old family photos", "I found a box of old family photos in the attic, come look.", True),
    ("Priya Patel", "Visa paperwork", "The visa paperwork needs your passport number and two photos.", True),
    ("Dana Lee", "Yoga class schedule", "The Tuesday yoga class moved to 7 pm starting next week.", True),
    ("Sam Wilson", "Concert on Saturday", "The band starts at nine, doors open at eight. Bring earplugs.", True),
    ("Grace Kim", "Vet appointment for Biscuit", "Biscuit's checkup and shots are booked for Friday.", True),
    ("Omar Haddad", "Internet outage", "The internet will be down Thursday night for maintenance.", True),
    ("Frank Miller", "Weekend fishing", "The lake opens for fishing Saturday, want to go early?", True),
    ("Lena Fischer", "Language exchange", "Our German and English exchange is at the cafe on Monday.", True),
    ("Alice Chen", "Offsite agenda", "The agenda for the offsite: strategy in the morning, kayaking after.", True),
    ("Bob Ortiz", "Fence repair quote", "The quote for fixing the back fence came in at four hundred dollars.", True),
    ("Mom", "Cookie recipe", "Your grandmother's oatmeal cookie recipe is on the back of the card.", True),
    ("Priya Patel", "Rental car booking", "Your rental car is a compact, pick up at the airport counter.", True),
    ("Dana Lee", "Potluck sign-up", "Sign up for the potluck: we still need salads and desserts.", True),
    ("Sam Wilson", "Basketball tickets", "Found cheap basketball tickets for the game next Friday.", True),
    ("Grace Kim", "Moving boxes", "I have a stack of moving boxes if you still need them.", True),
    ("Omar Haddad", "Building parking permits", "New parking permits are available at the front office.", True),
]

# title, body, keywords
NOTES = [
    ("Garden plan", "Tomatoes along the south fence, basil between them, marigolds at the corners.", ["garden", "vegetables"]),
    ("Packing list for Denver", "Warm jacket, hiking boots, laptop charger, passport.", ["travel", "packing"]),
    ("Gift ideas", "Mom: scarf. Bob: a new ladder. Dana: gardening gloves.", ["gifts", "holidays"]),
    ("Meeting notes with Alice", "Budget approved; hire two engineers; design review on Thursday.", ["work", "budget"]),
    ("Books to read", "The Dispossessed, Piranesi, A Memory Called Empire.", ["books", "reading"]),
    ("Grocery list", "Eggs, flour, butter, lemons, spinach, mushrooms, pasta.", ["shopping", "groceries"]),
    ("Car maintenance", "Oil change at 60,000 miles, rotate the tires, replace the wipers.", ["car"]),
    ("Workout routine", "Monday run, Wednesday weights, Friday swim.", ["fitness", "exercise"]),
    ("Wifi password for the cabin", "Network CabinNet, password pinecone42.", ["cabin", "wifi"]),
    ("Ideas for the blog", "A post on sourdough, one on winter hikes, one on budgeting apps.", ["writing", "blog"]),
    ("Tulip bulbs to order", "Order forty red tulips and twenty yellow ones for the garden beds.", ["garden", "flowers"]),
    ("Passwords hint sheet", "Hints only: first pet, street of the first apartment.", ["security"]),
    ("Podcast recommendations", "Ask Dana about the history podcast she mentioned.", ["podcasts"]),
    ("Birthday party plan", "Saturday at the park, balloons, lemon cake, games for the kids.", ["party", "birthday"]),
    ("Home repair to-do", "Fix the fence, clean the gutters, call the plumber about the sink.", ["home", "repairs"]),
    ("Movie night picks", "Arrival, Paddington 2, Spirited Away.", ["movies"]),
    ("Tax documents", "W-2, mortgage interest statement, charity receipts.", ["taxes", "finance"]),
    ("Spanish vocabulary", "la cuchara, el tenedor, el cuchillo, la servilleta.", ["language", "spanish"]),
    ("Camping checklist", "Tent stakes, lantern, bug spray, marshmallows.", ["camping", "outdoors"]),
    ("Questions for the doctor", "Ask about the knee and about the flu shot.", ["health"]),
    ("Garden pests", "Aphids on the roses: try soapy water before anything stronger.", ["garden", "pests"]),
    ("Wedding speech draft", "Start with the story of the canoe trip, end with a toast.", ["wedding", "speech"]),
    ("Budget for December", "Gifts 300, travel 450, food 500, savings 400.", ["budget", "finance"]),
    ("Kitchen remodel ideas", "Open shelves, a bigger sink, green tiles.", ["home", "kitchen"]),
    ("Running routes", "River loop 5k, hill route 8k, park to bridge 10k.", ["running", "fitness"]),
    ("Lunch spots near work", "Noodle place on 5th, the taco truck, the salad bar by the bank.", ["food", "lunch"]),
    ("Houseplant watering", "Fern twice a week, cactus once a month, pothos weekly.", ["plants"]),
    ("Conference talk outline", "Intro, the problem, three demos, questions.", ["work", "talks"]),
    ("Dog training tips", "Short sessions, treats, practice sit and stay daily.", ["dog", "training"]),
    ("Holiday card list", "Aunt Ruth, the Parkers, Grace, Omar, the Fischers.", ["holidays", "cards"]),
]

# name, description, ingredients (keywords), minutes
RECIPES = [
    ("Creamy Mushroom Pasta", "Pasta in a garlic cream sauce with mushrooms and thyme.", ["pasta", "mushrooms", "cream", "garlic"], 30),
    ("Spaghetti Carbonara", "Spaghetti with eggs, pecorino and crisp pancetta.", ["pasta", "eggs", "pancetta"], 25),
    ("Mushroom Risotto", "Arborio rice slowly cooked with mushrooms and parmesan.", ["rice", "mushrooms", "parmesan"], 45),
    ("Lemon Drizzle Cake", "A soft lemon sponge soaked in lemon syrup.", ["lemon", "cake", "baking"], 60),
    ("Chicken Tikka Masala", "Grilled chicken in a spiced tomato cream sauce.", ["chicken", "curry", "tomato"], 50),
    ("Vegetable Stir Fry", "Crisp vegetables tossed in soy and ginger.", ["vegetables", "soy", "ginger"], 20),
    ("Pumpkin Pie", "Spiced pumpkin custard in a flaky crust.", ["pumpkin", "pie", "baking"], 75),
    ("Oatmeal Raisin Cookies", "Chewy oat cookies with raisins and cinnamon.", ["oats", "cookies", "baking"], 35),
    ("Tomato Basil Soup", "Roasted tomatoes blended with basil and a little cream.", ["tomato", "soup", "basil"], 40),
    ("Beef Tacos", "Seasoned ground beef in corn tortillas with salsa.", ["beef", "tacos", "mexican"], 25),
    ("Shrimp Pad Thai", "Rice noodles with shrimp, peanuts and lime.", ["noodles", "shrimp", "thai"], 30),
    ("Greek Salad", "Tomatoes, cucumber, olives and feta with oregano.", ["salad", "feta", "olives"], 15),
    ("Banana Bread", "Moist loaf with ripe bananas and walnuts.", ["banana", "bread", "baking"], 70),
    ("Pesto Pasta Salad", "Cold pasta with basil pesto, cherry tomatoes and mozzarella.", ["pasta", "pesto", "salad"], 20),
    ("French Onion Soup", "Caramelized onions in beef broth under melted gruyere.", ["onion", "soup", "cheese"], 90),
    ("Margherita Pizza", "Thin crust with tomato, mozzarella and fresh basil.", ["pizza", "tomato", "mozzarella"], 35),
    ("Blueberry Pancakes", "Fluffy pancakes studded with blueberries.", ["pancakes", "blueberries", "breakfast"], 20),
    ("Lentil Curry", "Red lentils simmered with coconut milk and spices.", ["lentils", "curry", "vegan"], 40),
    ("Grilled Salmon", "Salmon fillets with a lemon dill glaze.", ["salmon", "fish", "lemon"], 25),
    ("Mushroom Stroganoff", "Mushrooms in a paprika sour cream sauce over egg noodles.", ["mushrooms", "noodles", "vegetarian"], 35),
    ("Chocolate Chip Cookies", "Classic cookies with brown butter and dark chocolate.", ["cookies", "chocolate", "baking"], 30),
    ("Minestrone", "Vegetable soup with beans and small pasta.", ["soup", "beans", "vegetables"], 50),
    ("Garlic Butter Shrimp", "Shrimp sauteed in garlic butter and parsley.", ["shrimp", "garlic", "butter"], 15),
    ("Apple Crumble", "Baked apples under an oat and butter crumble.", ["apple", "dessert", "baking"], 55),
    ("Baked Ziti", "Ziti baked with marinara, ricotta and mozzarella.", ["pasta", "cheese", "baked"], 60),
    ("Pasta Primavera", "Pasta with spring vegetables in a light garlic sauce.", ["pasta", "vegetables"], 25),
    ("Chicken Noodle Soup", "Chicken, carrots and egg noodles in a clear broth.", ["chicken", "soup", "noodles"], 45),
    ("Mushroom Omelette", "A three-egg omelette filled with sauteed mushrooms.", ["eggs", "mushrooms", "breakfast"], 10),
    ("Black Bean Burgers", "Spiced black bean patties on toasted buns.", ["beans", "burgers", "vegetarian"], 30),
    ("Tiramisu", "Coffee-soaked ladyfingers layered with mascarpone.", ["coffee", "dessert", "mascarpone"], 40),
]


def stamp(hours_before):
    # 2026-11-24T18:00 minus hours, as a canonical time (YYYY-MM-DDTHH:MM)
    from datetime import datetime, timedelta
    return (datetime(2026, 11, 24, 18, 0) - timedelta(hours=hours_before)).strftime("%Y-%m-%dT%H:%M")


def app(name, entity, title, synonyms, properties, values, intents):
    return {
        "name": name,
        "entities": {entity: {"title": title, "synonyms": synonyms, "properties": properties, "values": values}},
        "intents": intents,
    }


messages = [{
    "id": f"m{n + 1}", "title": subject,
    "properties": {"sender": sender, "body": body, "date": stamp(7 * n), "isRead": read},
} for n, (sender, subject, body, read) in enumerate(MESSAGES)]
notes = [{
    "id": f"n{n + 1}", "title": title,
    "properties": {"body": body, "keywords": keywords, "modified": stamp(11 * n + 3)},
} for n, (title, body, keywords) in enumerate(NOTES)]
recipes = [{
    "id": f"r{n + 1}", "title": name,
    "properties": {"summary": summary, "ingredients": ingredients, "minutes": minutes},
} for n, (name, summary, ingredients, minutes) in enumerate(RECIPES)]

manifest = {
    "locale": "en-US",
    "apps": [
        app("Mail", "MessageEntity", "Message", ["email", "mail", "text"], [
            {"name": "sender", "title": "Sender", "type": "String", "indexingKey": "authorNames"},
            {"name": "body", "title": "Body", "type": "String", "indexingKey": "textContent"},
            {"name": "date", "title": "Date", "type": "Date", "indexingKey": "contentCreationDate"},
            {"name": "isRead", "title": "Read", "type": "Bool"},
        ], messages, [
            {"name": "ReplyToMessage", "title": "Reply", "parameters": [{"name": "message", "type": "MessageEntity"}],
             "phrases": ["reply to {message} [in {applicationName}]"], "dialog": "Replying to {message}."},
            {"name": "DeleteMessage", "title": "Delete Message", "parameters": [{"name": "message", "type": "MessageEntity"}],
             "phrases": ["delete {message} [in {applicationName}]"], "dialog": "Deleted {message}."},
        ]),
        app("Notes", "NoteEntity", "Note", [], [
            {"name": "body", "title": "Body", "type": "String", "indexingKey": "textContent"},
            {"name": "keywords", "title": "Keywords", "type": "[String]", "indexingKey": "keywords"},
            {"name": "modified", "title": "Modified", "type": "Date", "indexingKey": "contentModificationDate"},
        ], notes, [
            {"name": "OpenNote", "title": "Open Note", "parameters": [{"name": "note", "type": "NoteEntity"}],
             "phrases": ["open {note} [in {applicationName}]"], "dialog": "Opened {note}."},
        ]),
        app("Recipes", "RecipeEntity", "Recipe", ["dish"], [
            {"name": "summary", "title": "Summary", "type": "String", "indexingKey": "description"},
            {"name": "ingredients", "title": "Ingredients", "type": "[String]", "indexingKey": "keywords"},
            {"name": "minutes", "title": "Minutes", "type": "Int"},
        ], recipes, [
            {"name": "ShowRecipe", "title": "Show Recipe", "parameters": [{"name": "recipe", "type": "RecipeEntity"}],
             "phrases": ["show [me] {recipe} [in {applicationName}]"], "dialog": "Here is {recipe}."},
        ]),
    ],
}

with open("index.json", "w") as out:
    json.dump(manifest, out, indent=1, ensure_ascii=False)
    out.write("\n")
