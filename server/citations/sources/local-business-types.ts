// schema.org's LocalBusiness and the types below it (https://schema.org/LocalBusiness, "More
// specific Types", followed down). A page may use a type missing here, or Organization or Place:
// structured-data.ts also takes any item with a name, an address and a telephone.

const BY_PARENT: Record<string, readonly string[]> = {
  LocalBusiness: [
    'AnimalShelter', 'ArchiveOrganization', 'AutomotiveBusiness', 'ChildCare', 'Dentist', 'DryCleaningOrLaundry',
    'EmergencyService', 'EmploymentAgency', 'EntertainmentBusiness', 'FinancialService', 'FoodEstablishment',
    'GovernmentOffice', 'HealthAndBeautyBusiness', 'HomeAndConstructionBusiness', 'InternetCafe', 'LegalService',
    'Library', 'LodgingBusiness', 'MedicalBusiness', 'ProfessionalService', 'RadioStation', 'RealEstateAgent',
    'RecyclingCenter', 'SelfStorage', 'ShoppingCenter', 'SportsActivityLocation', 'Store', 'TelevisionStation',
    'TouristInformationCenter', 'TravelAgency',
  ],
  AutomotiveBusiness: ['AutoBodyShop', 'AutoDealer', 'AutoPartsStore', 'AutoRental', 'AutoRepair', 'AutoWash', 'GasStation', 'MotorcycleDealer', 'MotorcycleRepair'],
  EmergencyService: ['FireStation', 'Hospital', 'PoliceStation'],
  EntertainmentBusiness: ['AdultEntertainment', 'AmusementPark', 'ArtGallery', 'Casino', 'ComedyClub', 'MovieTheater', 'NightClub'],
  FinancialService: ['AccountingService', 'AutomatedTeller', 'BankOrCreditUnion', 'InsuranceAgency'],
  FoodEstablishment: ['Bakery', 'BarOrPub', 'Brewery', 'CafeOrCoffeeShop', 'Distillery', 'FastFoodRestaurant', 'IceCreamShop', 'Restaurant', 'Winery'],
  GovernmentOffice: ['PostOffice'],
  HealthAndBeautyBusiness: ['BeautySalon', 'DaySpa', 'HairSalon', 'HealthClub', 'NailSalon', 'TattooParlor'],
  HomeAndConstructionBusiness: ['Electrician', 'GeneralContractor', 'HVACBusiness', 'HousePainter', 'Locksmith', 'MovingCompany', 'Plumber', 'RoofingContractor'],
  LegalService: ['Attorney', 'Notary'],
  LodgingBusiness: ['BedAndBreakfast', 'Campground', 'Hostel', 'Hotel', 'Motel', 'Resort', 'VacationRental'],
  Resort: ['SkiResort'],
  MedicalBusiness: [
    'CommunityHealth', 'Dermatology', 'DietNutrition', 'Emergency', 'Geriatric', 'Gynecologic', 'MedicalClinic', 'Midwifery',
    'Nursing', 'Obstetric', 'Oncologic', 'Optician', 'Optometric', 'Otolaryngologic', 'Pediatric', 'Pharmacy', 'Physician',
    'Physiotherapy', 'PlasticSurgery', 'Podiatric', 'PrimaryCare', 'Psychiatric', 'PublicHealth',
  ],
  MedicalClinic: ['CovidTestingFacility'],
  Physician: ['IndividualPhysician', 'PhysiciansOffice'],
  SportsActivityLocation: ['BowlingAlley', 'ExerciseGym', 'GolfCourse', 'PublicSwimmingPool', 'SportsClub', 'StadiumOrArena', 'TennisComplex'],
  Store: [
    'BikeStore', 'BookStore', 'ClothingStore', 'ComputerStore', 'ConvenienceStore', 'DepartmentStore', 'ElectronicsStore',
    'Florist', 'FurnitureStore', 'GardenStore', 'GroceryStore', 'HardwareStore', 'HobbyShop', 'HomeGoodsStore', 'JewelryStore',
    'LiquorStore', 'MensClothingStore', 'MobilePhoneStore', 'MovieRentalStore', 'MusicStore', 'OfficeEquipmentStore',
    'OutletStore', 'PawnShop', 'PetStore', 'ShoeStore', 'SportingGoodsStore', 'TireShop', 'ToyStore', 'WholesaleStore',
  ],
};

export const LOCAL_BUSINESS_TYPES: ReadonlySet<string> = new Set(['LocalBusiness', ...Object.values(BY_PARENT).flat()]);
